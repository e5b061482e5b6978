import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `router_navigation`: in a project that navigates through a router, views push screens by
/// route through it, not with `NavigationLink(destination:)`.
package final class RouterNavigationRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "router_navigation",
    summary:
      "in a project with a router, show its screens through it, not with 'NavigationLink(destination:)' or the view's own '@State'",
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
      without a 'path' (a sheet's own stack, which no router drives) are left alone. A view's own \
      '@State' drives navigation around the router too when it shows a screen the router has a \
      route for: a 'sheet', 'fullScreenCover' or 'navigationDestination' presented from the \
      view's own 'isPresented:' flag or 'item:' whose closure builds one screen named after a \
      case of a route type ('ProfileView' for '.profile'; route types are the enums named \
      '…Route', '…Routes' or '…Destination' and those the router holds), and a \
      'NavigationStack(path:)' bound to the view's own path of route values ('[AppRoute]', or a \
      'NavigationPath' whose stack routes 'navigationDestination(for: AppRoute.self)'). Alerts, \
      confirmation dialogs and popovers belong to the screen that shows them, and a sheet of a \
      screen no route names, or a flag a model keeps, is not judged. Test files and previews are \
      exempt, and so is a link wrapper whose destination is its own stored property (its caller \
      builds the screen). Opt-in, and on in the 'observable' preset, whose seed states the gate: \
      of sixteen open-source apps two have a router the index sees (IceCubesApp, GistHub), and 17 \
      of their 18 findings were right (94%, 2026-12-02: 15 links and 2 own sheet flags; the wrong \
      one, a link wrapper, is now left alone), too few apps to turn it on by default.
      """,
    sources: [
      PlaybookReference(.observableRouter, "Create Router<AppRoute> in app entry point"),
      PlaybookReference(.observableRouter, "Add @Environment(Router<AppRoute>.self) to views needing navigation"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
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
          "Sources/App/RouterPath.swift":
            "@MainActor @Observable final class RouterPath { var path: [RouterDestination] = [] }"
        ],
        note: "a project's own observable router"),
      .flagged(
        """
        import Proscenium
        import SwiftUI

        struct SettingsView: View {
          @State private var isShowingProfile = false
          @State private var isShowingLicenses = false

          var body: some View {
            List {
              Button("Profile") { isShowingProfile = true }
                .↓sheet(isPresented: $isShowingProfile) {
                  NavigationStack { ProfileView(userID: "me") }
                }
              Button("Licenses") { isShowingLicenses = true }
            }
            .↓navigationDestination(isPresented: $isShowingLicenses) {
              LicensesView().navigationTitle("Licenses")
            }
          }
        }
        """,
        otherFiles: [
          "Sources/App/AppRoute.swift": """
          enum AppRoute: Hashable {
            case profile(userID: String)
            case licenses
          }
          """
        ],
        note: "the view's own flags show screens the router has routes for"),
      .flagged(
        """
        struct HomeView: View {
          @State private var path: [AppRoute] = []

          var body: some View {
            ↓NavigationStack(path: $path) {
              FeedView()
            }
          }
        }
        """,
        otherFiles: [
          "Sources/App/AppRouter.swift": """
          @MainActor @Observable final class AppRouter { var path: [AppRoute] = [] }
          enum AppRoute: Hashable { case profile(userID: String) }
          """
        ],
        note: "a view's own path of the router's routes"),
      .clean(
        """
        import Proscenium
        import SwiftUI

        struct ProfileView: View {
          @State private var isConfirmingLogout = false
          @State private var isShowingShare = false
          @State private var isShowingHelp = false
          @State private var model = ProfileViewModel()

          var body: some View {
            Form {
              Button("Log out") { isConfirmingLogout = true }
                .confirmationDialog("Log out?", isPresented: $isConfirmingLogout) { Button("Log out") {} }
                .alert("Shared", isPresented: $isShowingShare) {}
                .popover(isPresented: $isShowingHelp) { SettingsView() }
            }
            .sheet(isPresented: $isShowingShare) { ShareSheet(items: [model.link]) }
            .sheet(isPresented: $model.isEditing) { SettingsView() }
          }
        }
        """,
        otherFiles: [
          "Sources/App/AppRoute.swift": "enum AppRoute: Hashable { case profile(userID: String); case settings }"
        ],
        note:
          "alerts, dialogs and popovers belong to the screen; a sheet of a screen with no route; a flag the view model keeps"
      ),
      .clean(
        """
        struct OnboardingSheet: View {
          @State private var path = NavigationPath()
          @State private var isShowingTerms = false

          var body: some View {
            NavigationStack(path: $path) {
              WelcomeStep()
                .navigationDestination(for: OnboardingStep.self) { step in StepView(step: step) }
                .sheet(isPresented: $isShowingTerms) { TermsView() }
            }
          }
        }
        """,
        otherFiles: [
          "Sources/App/RouterPath.swift": """
          @MainActor @Observable final class RouterPath { var presentedSheet: SheetDestination? }
          enum SheetDestination: Hashable { case settings, about }
          enum OnboardingStep: Hashable { case terms, account }
          """
        ],
        note: "a sheet's own steps, which are not the router's routes, and a screen the router does not know"),
      .clean(
        """
        struct SettingsView: View {
          @State private var isShowingProfile = false

          var body: some View {
            Button("Profile") { isShowingProfile = true }
              .sheet(isPresented: $isShowingProfile) { ProfileView() }
          }
        }
        """,
        otherFiles: ["Sources/App/AppRoute.swift": "enum AppRoute: Hashable { case profile }"],
        note: "route values without a router: the project navigates by itself"),
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

        struct PlainLink<Label: View, Destination: View>: View {
          @ViewBuilder var destination: () -> Destination
          @ViewBuilder var label: () -> Label

          var body: some View {
            label().background(NavigationLink(destination: destination, label: {}).opacity(0))
          }
        }
        """,
        note: "a link wrapper handed its destination: its caller builds the screen"),
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

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  private lazy var importsRuntime = context.tree.statements.contains { item in
    ImportDeclSyntax(item.item)?.path.first?.name.text == "Proscenium"
  }

  package func visit(_ node: Syntax) {
    guard let reading = context.reading(ofCall: node) else { return }
    // Only these calls present, bind or push a screen: every other call is turned down by name.
    switch reading.name {
    case "sheet", "fullScreenCover", "navigationDestination", "NavigationStack", "NavigationLink":
      visitNavigationCall(reading, node)
    default: return
    }
  }

  /// Apart from `visit(_:)`, so that the thousands of calls turned down by name do not fetch the
  /// metadata of every syntax type this body uses.
  @inline(never)
  private func visitNavigationCall(_ reading: CallReading, _ node: Syntax) {
    let call = reading.call
    let hasRouter = importsRuntime ? nil : Self.projectHasRouter
    if let presentation = OwnNavigationState.presentation(call) {
      guard !node.isInPreview else { return }
      context.report(
        "the router has a route for '\(presentation.screen)'; present it through the router instead of with this view's own '\(presentation.state)'",
        at: presentation.modifier, when: Self.both(hasRouter, Self.routeExists(for: presentation.screen)))
      return
    }
    if let path = OwnNavigationState.ownPath(call) {
      guard !node.isInPreview else { return }
      context.report(
        "bind this stack to the router's path instead of this view's own '\(path.state)', so one router describes the stack",
        at: call.calledExpression, when: Self.both(hasRouter, Self.isRouteType(anyOf: path.routeTypes)))
      return
    }
    guard reading.reference != nil, reading.name == "NavigationLink",
      Self.buildsDestination(call), !node.isInPreview, !Self.isInUnroutedStack(call)
    else { return }
    context.report(
      "push this screen through the project's router by route value ('NavigationLink(value:)' or 'router.navigate(to:)'), not by building its view here",
      at: call.calledExpression, when: hasRouter)
  }

  /// A link that builds its destination view: a `destination:` argument, or a trailing closure
  /// when no `value:` is given (the closure is then the destination, its label a title or a
  /// `label:` closure).
  private static func buildsDestination(_ call: FunctionCallExprSyntax) -> Bool {
    if call.arguments.contains(where: { $0.label?.text == "value" }) { return false }
    if let destination = call.arguments.first(where: { $0.label?.text == "destination" }) {
      return !isHandedIn(destination.expression, at: call)
    }
    return call.trailingClosure != nil
  }

  /// `destination: destination` or `destination: destination()` naming a stored property of the
  /// enclosing view: a link wrapper whose destination its caller builds, not a screen built here.
  private static func isHandedIn(_ expression: ExprSyntax, at call: FunctionCallExprSyntax) -> Bool {
    let called = FunctionCallExprSyntax(expression).map { $0.calledExpression } ?? expression
    guard let name = DeclReferenceExprSyntax(called)?.baseName.text, !name.startsUppercase else { return false }
    var current = call.parent
    while let node = current {
      if let group = node.asDeclGroup {
        return group.memberBlock.members.contains { member in
          guard let variable = VariableDeclSyntax(member.decl), !variable.isComputed, !variable.isStatic else {
            return false
          }
          return variable.boundNames.contains(name)
        }
      }
      current = node.parent
    }
    return false
  }

  /// Inside a `NavigationStack { }` given no `path:`: a stack the view sets up for itself (in a
  /// sheet, say) that no router drives, so the router could not push there either.
  private static func isInUnroutedStack(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.parent
    while let node = current {
      if let stack = FunctionCallExprSyntax(node),
        DeclReferenceExprSyntax(stack.calledExpression)?.baseName.text
          == "NavigationStack"
      {
        return !stack.arguments.contains { $0.label?.text == "path" }
      }
      if node.asDeclGroup != nil { return false }
      current = node.parent
    }
    return false
  }

  /// `condition`, and `router` when the file alone does not show the router.
  private static func both(_ router: IndexCondition?, _ condition: IndexCondition) -> IndexCondition {
    router.map { $0 && condition } ?? condition
  }

  /// A route type of the project has a case named after `screen` (`ProfileView` → `.profile`,
  /// `AddAccountScreen` → `.addAccount`), as seed 001's routes are named after their screens.
  private static func routeExists(for screen: String) -> IndexCondition {
    let stem =
      ["View", "Screen"].first(where: { screen.hasSuffix($0) && screen.count > $0.count })
      .map { String(screen.dropLast($0.count)) } ?? screen
    let caseName = stem.lowercased()
    return IndexCondition { index in
      routeTypes(in: index).contains { facts in facts.caseNames.contains { $0.lowercased() == caseName } }
    }
  }

  /// One of `names` is a route type of the project.
  private static func isRouteType(anyOf names: [String]) -> IndexCondition {
    IndexCondition { index in
      let routes = routeTypes(in: index)
      return names.contains { name in routes.contains { $0.name == name } }
    }
  }

  /// The enums the project routes by: named as routes ('AppRoute', 'SettingsRoutes',
  /// 'RouterDestination'), or held by the project's router ('presentedSheet: SheetDestination?').
  private static func routeTypes(in index: ProjectIndex) -> [TypeFacts] {
    let routerHeld = Set(
      index.declarations.filter { name, facts in
        // A byte search, as in `projectHasRouter`: Foundation's `contains` was most of the cost.
        name.containsBytes("Router") && facts.contains { $0.kind == .class }
      }.values.joined().flatMap(\.propertyTypes))
    return index.declarations.flatMap { name, facts -> [TypeFacts] in
      let namedAsRoute = ["Route", "Routes", "Destination"].contains { name.hasSuffix($0) }
      guard namedAsRoute || routerHeld.contains(name) else { return [] }
      return facts.filter { $0.kind == .enum }
    }
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
