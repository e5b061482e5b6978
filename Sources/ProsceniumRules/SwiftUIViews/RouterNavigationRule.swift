import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `router_navigation`: in a project that navigates through a router, views push screens by
/// route through it, not with `NavigationLink(destination:)`.
public final class RouterNavigationRule: Rule {
  public static let description = RuleDescription(
    id: "router_navigation",
    summary: "in a project with a router, push screens through it, not with 'NavigationLink(destination:)'",
    rationale: """
      Seed 001 sets navigation up as "Create Router<AppRoute> in app entry point", "Add \
      @Environment(Router<AppRoute>.self) to views needing navigation" and "Implement onTapped* \
      methods in ViewModels for navigation actions": every screen is a route value, so a deep \
      link, a test or a view model can reach it, and the stack is one piece of state. A \
      'NavigationLink' that builds its destination view in place pushes a screen the router \
      never hears of: the router's path no longer describes the stack, 'popToRoot()' and deep \
      links miss it, and the destination is wired by the view instead of by its route. The rule \
      flags 'NavigationLink(destination:…)' and the closure forms that build a destination \
      ('NavigationLink { … } label: { … }', 'NavigationLink(\"Title\") { … }'), not \
      'NavigationLink(value:)', in projects with a router: a file that imports the Proscenium \
      runtime (its 'Router'), or a project that declares an observable class whose name contains \
      'Router' ('AppRouter', 'RouterPath'). Links inside a 'NavigationStack' the view sets up \
      without a 'path' (a sheet's own stack, which no router drives) are left alone. Own \
      '@State' paths and presentation flags are not judged: a sheet a view shows for itself is \
      often right. Test files and previews are exempt. Opt-in: \
      on 14 open-source apps only one had a router, and 15 of its 17 findings were right (88%, \
      2026-12-02; the other two, in a sheet's own stack, are now left alone). The 'observable' \
      preset enables it.
      """,
    sources: [
      PlaybookReference(.observableRouter, "Create Router<AppRoute> in app entry point"),
      PlaybookReference(.observableRouter, "Add @Environment(Router<AppRoute>.self) to views needing navigation"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    isOptIn: true,
    examples: [
      .flagged(
        """
        import Proscenium
        import SwiftUI

        struct SettingsView: View {
          @Environment(Router<AppRoute>.self) private var router

          var body: some View {
            List {
              ↓NavigationLink(destination: AboutView()) { Text("About") }
              ↓NavigationLink {
                LicensesView()
              } label: {
                Text("Licenses")
              }
            }
          }
        }
        """),
      .flagged(
        """
        struct TimelineView: View {
          var body: some View {
            ↓NavigationLink("Profile") { ProfileView() }
          }
        }
        """,
        otherFiles: [
          "Sources/App/RouterPath.swift": "@MainActor @Observable final class RouterPath { var path: [RouterDestination] = [] }"
        ],
        note: "a project's own observable router"),
      .clean(
        """
        import Proscenium
        import SwiftUI

        struct SettingsView: View {
          @Environment(Router<AppRoute>.self) private var router

          var body: some View {
            List {
              NavigationLink(value: AppRoute.about) { Text("About") }
              Button("Licenses") { router.navigate(to: .licenses) }
            }
          }
        }
        """),
      .clean(
        """
        struct SettingsView: View {
          var body: some View {
            NavigationLink(destination: AboutView()) { Text("About") }
          }
        }
        """,
        note: "a project without a router navigates with links"),
      .clean(
        """
        import Proscenium

        struct FiltersSheet: View {
          var body: some View {
            NavigationStack {
              NavigationLink(destination: EditFilterView()) { Text("New filter") }
            }
          }
        }
        """,
        note: "a sheet's own stack without a path: no router drives it"),
    ])

  public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  private let context: RuleContext
  private lazy var importsRuntime = context.tree.statements.contains { item in
    ImportDeclSyntax(item.item)?.path.first?.name.text == "Proscenium"
  }

  public init(options: NoOptions, context: RuleContext) {
    self.context = context
  }

  public func visit(_ node: Syntax) {
    guard !context.isTestFile, let call = FunctionCallExprSyntax(node),
      DeclReferenceExprSyntax(call.calledExpression)?.baseName.text == "NavigationLink", Self.buildsDestination(call),
      !node.isInPreview, !Self.isInUnroutedStack(call)
    else { return }
    let hasRouter = importsRuntime ? nil : Self.projectHasRouter
    context.report(
      "push this screen through the project's router by route value ('NavigationLink(value:)' or 'router.navigate(to:)'), not by building its view here",
      at: call.calledExpression, when: hasRouter)
  }

  /// A link that builds its destination view: a `destination:` argument, or a trailing closure
  /// when no `value:` is given (the closure is then the destination, its label a title or a
  /// `label:` closure).
  private static func buildsDestination(_ call: FunctionCallExprSyntax) -> Bool {
    if call.arguments.contains(where: { $0.label?.text == "value" }) { return false }
    return call.arguments.contains { $0.label?.text == "destination" } || call.trailingClosure != nil
  }

  /// Inside a `NavigationStack { }` given no `path:`: a stack the view sets up for itself (in a
  /// sheet, say) that no router drives, so the router could not push there either.
  private static func isInUnroutedStack(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.parent
    while let node = current {
      if let stack = FunctionCallExprSyntax(node), DeclReferenceExprSyntax(stack.calledExpression)?.baseName.text
        == "NavigationStack"
      {
        return !stack.arguments.contains { $0.label?.text == "path" }
      }
      if node.asDeclGroup != nil { return false }
      current = node.parent
    }
    return false
  }

  /// The project declares an observable class whose name says it routes (`Router`, `AppRouter`,
  /// `RouterPath`, `RouterStore`).
  private static let projectHasRouter = IndexCondition { index in
    index.declarations.contains { name, facts in
      // A byte search: `contains` on a String is Foundation's, dear for every type of the project.
      guard name.containsBytes("Router") else { return false }
      return facts.contains { fact in
        fact.kind == .class
          && (fact.attributes.contains("Observable") || index.inherits(name, from: "ObservableObject"))
      }
    }
  }
}
