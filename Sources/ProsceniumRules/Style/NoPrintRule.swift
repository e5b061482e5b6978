import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `no_print`: presentation code logs through a logger, not `print`, `debugPrint` or `dump`.
package final class NoPrintRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "no_print",
    summary: "presentation code logs with a logger, not 'print', 'debugPrint' or 'dump'",
    rationale: """
      'print' writes to standard output in release builds too, with no level, category or \
      privacy redaction, and nothing collects it on a device: errors printed there are errors \
      nobody sees. Seed 001 logs through a logger ('ARCLogger.shared.error(…)'); seed 000's \
      'BaseViewModel' and seed 002's view models 'print' errors instead. The rule reports \
      'print', 'debugPrint' and 'dump' in views, view modifiers, view models, presenters, view \
      controllers, UIKit views and coordinators (by role, across files). Code in '#if DEBUG', \
      '#Preview' and preview providers, test files, and 'print(…, to: &stream)' (which writes to \
      a string or stream, not the console) are left alone.
      """,
    sources: [
      PlaybookReference(.observableRouter, "ARCLogger.shared.error(\"Profile load failed\", …)"),
      PlaybookReference(.mvvmBaseViewModel, "print(\"❌ Error in BaseViewModel: …\")"),
    ],
    family: .style,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        open class BaseViewModel: ObservableObject {
          public func executeTask(_ task: @escaping () async throws -> Void) async {
            do {
              try await task()
            } catch {
              self.error = error
              ↓print("❌ Error in BaseViewModel: \\(error.localizedDescription)")
            }
          }
        }
        """, note: "seed 000's BaseViewModel"),
      .flagged(
        """
        @MainActor
        public final class CharacterListViewModel: ObservableObject {
          func fetchCharacters() {
            Task {
              do {
                characters = try await useCase.execute()
              } catch {
                ↓print(error.localizedDescription)
              }
            }
          }
        }
        """, note: "seed 002"),
      .flagged(
        """
        struct HomeView: View {
          var body: some View {
            Button("Debug") { ↓debugPrint(items); ↓Swift.dump(items) }
          }
        }
        """),
      .clean(
        """
        @MainActor
        @Observable
        final class UserProfileViewModel {
          func loadProfile() async {
            do {
              user = try await getUserProfileUseCase.execute()
            } catch {
              ARCLogger.shared.error("Profile load failed", metadata: ["error": error.localizedDescription])
            }
          }
        }
        """),
      .clean(
        """
        struct HomeView: View {
          var body: some View {
            Button("Debug") {
              #if DEBUG
              print("tapped")
              #endif
            }
          }
        }

        #Preview {
          let _ = print("rendering preview")
          HomeView()
        }
        """),
      .clean(
        """
        enum ReportFormatter {
          static func render(_ items: [Item]) -> String {
            var output = ""
            for item in items { print(item.title, to: &output) }
            return output
          }
        }

        struct Tool {
          func run() { print("done") }
        }
        """, note: "printing into a string, and code outside the presentation layer"),
      .clean(
        """
        final class HomeViewModelTests: XCTestCase {
          func testLoads() { print("debugging a test") }
        }
        """, path: "Tests/AppTests/HomeViewModelTests.swift"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  /// `print`, `debugPrint` or `dump`: the length turns nearly every other name down without
  /// hashing it.
  private static func isPrintingFunction(_ name: String) -> Bool {
    switch name.utf8.count {
    case 4: name == "dump"
    case 5: name == "print"
    case 10: name == "debugPrint"
    default: false
    }
  }
  private static let presentationRoles: TypeRoles = [
    .view, .viewModifier, .viewModel, .presenter, .viewController, .uiView, .coordinator,
  ]

  package func visit(_ node: Syntax) {
    // `print(…)` or `Swift.print(…)`: the shared reading of the call, name first.
    guard let reading = context.reading(ofCall: node), let name = reading.name, Self.isPrintingFunction(name),
      reading.reference != nil || reading.baseName == "Swift"
    else { return }
    let call = reading.call
    let called = reading.callee
    if call.arguments.contains(where: { $0.label?.text == "to" }) { return }
    guard let owner = call.enclosingTypeName, !call.isInDebugOnlyCode, !call.isInPreview else { return }
    context.report(
      "log with a 'Logger' instead of '\(name)' in presentation code", at: called,
      when: .type(owner, isAnyOf: Self.presentationRoles))
  }
}
