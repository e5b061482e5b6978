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

@Suite struct NoteDetailFeatureTests {
  @Test func theFeaturePushesOntoTheAppStackWithItsOwnRoutes() {
    let router = Router<ClientRoute>.testing(path: [.home])
    let model = NoteDetailModel(router: router.scoped(ClientRoute.detailEmbedding))
    model.onTappedHistory()
    #expect(router.path == [.home, .detail(.history)])
  }

  @Test func theShareSheetsResultReachesTheFeature() async throws {
    let router = Router<ClientRoute>.testing()
    let model = NoteDetailModel(router: router.scoped(ClientRoute.detailEmbedding))
    let sharing = Task { await model.onTappedShare() }
    while router.presented == nil { await Task.yield() }
    try router.expectPresented(.detail(.share))?.deliver("Ada")
    await sharing.value
    #expect(model.sharedWith == "Ada")
  }

  @Test func deletingAsksFirst() async {
    let model = NoteDetailModel(router: FeatureRouter(Router<NoteDetailRoute>.testing()))
    let asking = Task { await model.onTappedMore() }
    await model.alerts.waitForPrompt()
    model.alerts.tap("Delete")
    await asking.value
    #expect(model.deleted)
  }

  @Test func anErasedStackSavesAndRestoresTheFeaturesRoutes() throws {
    let router = Router<AnyRoute>.testing()
    router.scoped(to: ArchiveRoute.self).navigate(to: .entry(id: 3))
    var registry = RouteRegistry()
    registry.register(ArchiveRoute.self, as: "archive")
    let restored = Router<AnyRoute>.testing()
    try restored.restore(from: router.stateData(registry: registry), registry: registry)
    #expect(restored.path == [AnyRoute(ArchiveRoute.entry(id: 3))])
  }
}
