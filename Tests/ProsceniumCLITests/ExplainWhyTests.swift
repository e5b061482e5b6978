import ProsceniumTestSupport
import Testing

/// `explain --why FILE:LINE` shows the roles the semantic model gave the type there and the facts
/// behind them.
@Suite struct ExplainWhyTests {
  static let project = [
    "Sources/App/ToastCenter.swift": """
    import Foundation

    final class ToastCenter: ObservableObject {
      static let shared = ToastCenter()
      @Published var toasts: [String] = []
    }
    """,
    "Sources/App/ToastsView.swift": """
    import SwiftUI

    struct ToastsView: View {
      @ObservedObject var center: ToastCenter
      @StateObject private var model = InboxModel()
      var body: some View { Text("") }
    }

    final class InboxModel: ObservableObject {
      @Published var unread = 0
    }
    """,
  ]

  @Test func aSharedInstanceIsExplainedAsAppWideState() throws {
    let project = try TemporaryProject(Self.project)
    let outcome = proscenium("explain", "--why", project.path("Sources/App/ToastCenter.swift") + ":4")
    #expect(outcome.code == 0)
    #expect(outcome.output.contains("type 'ToastCenter'"))
    #expect(outcome.output.contains("'ToastCenter' is: app-wide state"))
    #expect(outcome.output.contains("held by: 'ToastsView'"))
    #expect(
      outcome.output.contains("owner: one instance is shared app-wide through a static property of 'ToastCenter'"))
  }

  @Test func aModelTheViewMakesIsExplainedAsAViewModel() throws {
    let project = try TemporaryProject(Self.project)
    let outcome = proscenium("explain", "--why", project.path("Sources/App/ToastsView.swift") + ":10")
    #expect(outcome.output.contains("'InboxModel' is: view model"))
    #expect(outcome.output.contains("owner: made by 'ToastsView', which belongs to a screen"))
  }

  @Test func aLineWithoutATypeOrABadArgumentIsAUsageError() throws {
    let project = try TemporaryProject(Self.project)
    let outside = proscenium("explain", "--why", project.path("Sources/App/ToastCenter.swift") + ":1")
    #expect(outside.code == 2)
    #expect(outside.errors.contains("no type is declared at or around"))
    let malformed = proscenium("explain", "--why", "HomeView.swift")
    #expect(malformed.code == 2)
    #expect(malformed.errors.contains("expected FILE:LINE"))
    #expect(proscenium("explain").code == 2)
  }
}
