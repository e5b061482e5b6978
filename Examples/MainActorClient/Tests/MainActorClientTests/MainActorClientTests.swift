import Foundation
import Proscenium
import ProsceniumTesting
import Testing

@testable import MainActorClient

/// A fake service: one closure per method.
@MainActor
final class FakeNoteService: NoteService {
  let search = AsyncDouble<String, [Note]>("notes(matching:)")
  let pageOf = AsyncDouble<Int, [Note]>("page(_:size:)")
  let saveText = AsyncDouble<String, Note>("save(_:)")

  func notes(matching query: String) async throws -> [Note] { try await search(query) }
  func page(_ page: Int, size: Int) async throws -> [Note] { try await pageOf(page) }
  func save(_ text: String) async throws -> Note { try await saveText(text) }
}

@Suite struct MainActorClientTests {
  @Test func aRetriedSaveClosesTheSheet() async {
    let service = FakeNoteService()
    let router = Router<NoteRoute>.testing()
    router.present(.compose)
    var attempts = 0
    service.saveText.body = { text in
      attempts += 1
      if attempts == 1 { throw URLError(.notConnectedToInternet) }
      return Note(id: 1, text: text)
    }
    let model = ComposeViewModel(service: service, router: router)
    model.draft = "Hello"

    await model.save()
    #expect(router.presented != nil)
    #expect(model.canRetry)

    await model.retry()?.value
    #expect(router.presented == nil)
    #expect(model.saved == Note(id: 1, text: "Hello"))
  }

  @Test func searchingRunsWithinTheAdvance() async {
    let clock = TestClock()
    let service = FakeNoteService()
    service.search.body = { query in [Note(id: 1, text: query)] }
    let screen = NotesScreen(service: service, router: .testing(), clock: clock)

    screen.search.query = "milk"
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    #expect(screen.search.results == .loaded([Note(id: 1, text: "milk")]))
  }

  @Test func openingANotePushesIt() {
    let router = Router<NoteRoute>.testing()
    let recorder = RouterRecorder(router)
    let screen = NotesScreen(service: FakeNoteService(), router: router)
    screen.open(Note(id: 7, text: "x"))
    recorder.expectPaths([[], [.note(id: 7)]])
  }
}
