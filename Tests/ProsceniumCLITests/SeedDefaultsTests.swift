import ProsceniumTestSupport
import Testing

/// With no configuration, the seeds' headline anti-patterns are reported: seed 000's dropped
/// 'try?' in a task and seed 001's tap gesture used as a button, in a project with views and no
/// view models of its own (they come from another module, so no preset is detected) as much as in
/// one with them.
@Suite struct SeedDefaultsTests {
  static let views = [
    "Sources/App/DashboardView.swift": """
    import SwiftUI

    struct DashboardView: View {
      let viewModel: DashboardViewModel
      var body: some View {
        List(viewModel.items) { Text($0.title) }
          .onAppear {
            Task {
              try? await viewModel.loadData()
            }
          }
      }
    }
    """,
    "Sources/App/ToolbarView.swift": """
    import SwiftUI

    struct ToolbarView: View {
      var onAdd: () -> Void
      var body: some View {
        Image(systemName: "plus").onTapGesture { onAdd() }
      }
    }
    """,
  ]

  func rules(_ files: [String: String]) throws -> [String] {
    let project = try TemporaryProject(files)
    let outcome = proscenium(arguments: ["check", "--format", "json", "--no-cache", project.root])
    return outcome.output.split(separator: "\n").compactMap { line in
      guard line.contains("\"rule\"") else { return nil }
      return line.split(separator: "\"").dropFirst(3).first.map(String.init)
    }
  }

  @Test func aProjectWithViewsAndNoViewModelsReportsBothHeadlines() throws {
    let found = try rules(Self.views)
    #expect(found.contains("swallowed_error"))
    #expect(found.contains("button_not_tap_gesture"))
    // Seed 000's own template prints the errors it catches: a default run does not flag printing.
    #expect(!found.contains("no_print"))
  }

  @Test func aProjectWithViewModelsReportsThemToo() throws {
    var files = Self.views
    files["Sources/App/DashboardViewModel.swift"] = """
      import Foundation

      @MainActor final class DashboardViewModel: ObservableObject {
        @Published private(set) var items: [String] = []
        func loadData() async throws { print("loading") }
      }
      """
    let found = try rules(files)
    #expect(found.contains("swallowed_error"))
    #expect(found.contains("button_not_tap_gesture"))
  }
}
