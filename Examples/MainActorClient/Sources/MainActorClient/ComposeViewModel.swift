import Observation
import Proscenium

/// A compose sheet: saving closes it, and Retry after a failure saves and closes it too.
@Observable
final class ComposeViewModel: BaseViewModel {
  var draft = ""
  private(set) var saved: Note?
  private let service: any NoteService
  private let router: Router<NoteRoute>

  init(service: any NoteService, router: Router<NoteRoute>) {
    self.service = service
    self.router = router
    super.init()
  }

  func save() async {
    let text = draft
    let note = await executeTask(id: "save", retry: { [weak self] in await self?.save() }) {
      try await self.service.save(text)
    }
    guard let note else { return }
    saved = note
    router.dismiss()
  }
}
