import Observation

/// The app's navigation state: every push goes through here, or should.
@MainActor
@Observable
final class AppRouter {
  var path: [String] = []

  func show(_ screen: String) {
    path.append(screen)
  }
}
