import Observation
import Proscenium

/// A list screen: paginated notes, a search field, and navigation to a note or the compose sheet.
@Observable
final class NotesScreen {
  let router: Router<NoteRoute>
  let search: SearchModel<[Note]>
  let pages: Paginator<Note>

  init(service: any NoteService, router: Router<NoteRoute>, clock: any Clock<Duration> = ContinuousClock()) {
    self.router = router
    search = SearchModel(debounce: .milliseconds(300), minimumQueryLength: 0, clock: clock) { query in
      try await service.notes(matching: query)
    }
    pages = Paginator(pageSize: 20, prefetchThreshold: 5) { page, size in
      try await service.page(page, size: size)
    }
  }

  func open(_ note: Note) {
    router.navigate(to: .note(id: note.id))
  }

  func compose() {
    router.present(.compose, style: .sheet)
  }
}
