import Observation
import Proscenium

/// The routes of a notes feature as a separate module would declare them: it never sees `ClientRoute`.
enum NoteDetailRoute: Hashable, Codable, Sendable {
  case history
  case share
}

/// The app's routes, composing the feature's with one case.
enum ClientRoute: Hashable, Codable, Sendable {
  case home
  case detail(NoteDetailRoute)

  static let detailEmbedding = RouteEmbedding<ClientRoute, NoteDetailRoute>(ClientRoute.detail) { route in
    if case .detail(let inner) = route { inner } else { nil }
  }
}

/// What the "More" dialog of a note offers.
enum NoteChoice: Hashable, Sendable {
  case duplicate
  case delete
}

/// A feature screen: pushes its own routes, waits for its share sheet's result, asks before deleting.
@Observable
final class NoteDetailModel {
  let alerts = AlertCenter<NoteChoice>()
  private(set) var sharedWith: String?
  private(set) var deleted = false
  private let router: FeatureRouter<NoteDetailRoute>

  init(router: FeatureRouter<NoteDetailRoute>) {
    self.router = router
  }

  func onTappedHistory() {
    router.navigate(to: .history)
  }

  func onTappedShare() async {
    sharedWith = await router.result(of: .share, expecting: String.self).value
  }

  func onTappedMore() async {
    let dialog = ConfirmationDialogState<NoteChoice>(
      title: "Note",
      buttons: [
        AlertButton(title: "Duplicate", action: .duplicate),
        AlertButton(title: "Delete", role: .destructive, action: .delete),
      ]
    )
    if await alerts.response(to: dialog) == .delete { deleted = true }
  }
}

/// A feature route for a type-erased `Router<AnyRoute>` stack. `AnyRoute` compares and hashes routes
/// off the main actor, so in a main-actor-by-default module the route type is declared `nonisolated`
/// (its `Hashable` conformance must not be main-actor isolated); routes composed into an app enum, like
/// `NoteDetailRoute`, need no such mark.
nonisolated enum ArchiveRoute: Hashable, Codable, Sendable {
  case archive
  case entry(id: Int)
}
