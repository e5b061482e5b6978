/// Sources with known findings, written without a trailing newline so line counts are plain.
enum SampleSources {
  /// One `navigation_stack` warning at 5:5.
  static let navigationView = """
    import SwiftUI

    struct HomeView: View {
      var body: some View {
        NavigationView {
          Text("Home")
        }
      }
    }
    """

  /// No `navigation_stack` finding.
  static let navigationStack = """
    import SwiftUI

    struct HomeView: View {
      var body: some View {
        NavigationStack {
          Text("Home")
        }
      }
    }
    """

  /// Does not parse: an `unparsable_file` error at 2:10.
  static let broken = "struct Broken {\n  func f( {\n}"
}
