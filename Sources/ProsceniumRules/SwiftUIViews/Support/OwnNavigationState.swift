import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// Navigation a view drives with its own `@State` instead of a router: a sheet, full-screen cover
/// or `navigationDestination(isPresented:)` shown from a flag or item the view keeps, and a
/// `NavigationStack(path:)` bound to a path the view keeps. `router_navigation` asks the index
/// whether the screens shown are ones the project's router has routes for.
enum OwnNavigationState {
  /// A presentation driven by the view's own state: which state, and the screen it shows.
  struct Presentation {
    var state: String
    var screen: String
    /// The modifier's name, where a finding is shown (its base is the view it is applied to).
    var modifier: Syntax
  }

  /// A stack bound to the view's own path, and the route types its elements may be.
  struct OwnPath {
    var state: String
    var routeTypes: [String]
  }

  /// Modifiers that show another screen; alerts, confirmation dialogs and popovers show content
  /// that belongs to the screen itself, not a screen a router could route to.
  private static let screenModifiers: Set<String> = ["sheet", "fullScreenCover", "navigationDestination"]

  /// `.sheet(isPresented: $flag) { ProfileView() }` (or `item:`, `fullScreenCover`,
  /// `navigationDestination(isPresented:destination:)`) where `flag` is an `@State` property of
  /// the enclosing view and the closure builds one screen.
  static func presentation(_ call: FunctionCallExprSyntax) -> Presentation? {
    guard let modifier = MemberAccessExprSyntax(call.calledExpression),
      screenModifiers.contains(modifier.declName.baseName.text)
    else { return nil }
    guard
      let binding = call.arguments.first(where: { ["isPresented", "item"].contains($0.label?.text) }),
      let state = ownState(binding.expression, at: call)
    else { return nil }
    let content =
      call.arguments.first(where: { ["content", "destination"].contains($0.label?.text) })
      .flatMap { ClosureExprSyntax($0.expression) } ?? call.trailingClosure
    guard let content, let screen = singleScreen(in: content) else { return nil }
    return Presentation(state: state.name, screen: screen, modifier: Syntax(modifier.declName))
  }

  /// `NavigationStack(path: $path) { … }` where `path` is an `@State` property of the enclosing
  /// view: an array of routes (`[AppRoute]`) or a `NavigationPath` whose stack declares
  /// `navigationDestination(for: AppRoute.self)`.
  static func ownPath(_ call: FunctionCallExprSyntax) -> OwnPath? {
    guard DeclReferenceExprSyntax(call.calledExpression)?.baseName.text == "NavigationStack",
      let argument = call.arguments.first(where: { $0.label?.text == "path" }),
      let state = ownState(argument.expression, at: call)
    else { return nil }
    if let array = ArrayTypeSyntax(state.type) {
      return OwnPath(state: state.name, routeTypes: [array.element.baseTypeName])
    }
    let declared = state.type.map { $0.baseTypeName } ?? state.initializer?.constructedTypeName
    guard declared == "NavigationPath" else { return nil }
    let destinations = DestinationTypeFinder()
    destinations.walk(call)
    return destinations.types.isEmpty ? nil : OwnPath(state: state.name, routeTypes: destinations.types)
  }

  // MARK: - The view's own state

  private struct StateProperty {
    var name: String
    var type: TypeSyntax?
    var initializer: ExprSyntax?
  }

  /// `$flag` when `flag` is declared `@State` in the view that encloses `node` (in this file);
  /// a binding into a model or router (`$router.path`, `$model.isShowing`) is not the view's own.
  private static func ownState(_ expression: ExprSyntax, at node: FunctionCallExprSyntax) -> StateProperty? {
    guard let reference = DeclReferenceExprSyntax(expression), reference.baseName.text.hasPrefix("$"),
      let holder = enclosingTypeName(of: node)
    else { return nil }
    let name = String(reference.baseName.text.dropFirst())
    guard let root = node.root.as(SourceFileSyntax.self) else { return nil }
    for item in root.statements {
      guard let group = item.item.asDeclGroup, group.typeName == holder else { continue }
      for member in group.memberBlock.members {
        guard let variable = VariableDeclSyntax(member.decl), variable.attributes.contains(named: "State"),
          let binding = variable.bindings.first(where: {
            IdentifierPatternSyntax($0.pattern)?.identifier.text == name
          })
        else { continue }
        return StateProperty(name: name, type: binding.typeAnnotation?.type, initializer: binding.initializer?.value)
      }
    }
    return nil
  }

  private static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let ancestor = current {
      if let group = ancestor.asDeclGroup { return group.typeName }
      current = ancestor.parent
    }
    return nil
  }

  // MARK: - The screen a closure shows

  /// Containers that wrap the presented screen without being a screen themselves.
  private static let wrappers: Set<String> = ["NavigationStack", "NavigationView", "Group"]

  /// The type of the one view a presentation closure builds (`ProfileView(id: id)`, modifiers
  /// and a wrapping `NavigationStack` aside); `nil` when it builds several or decides between
  /// screens, since which one is shown is then not a single screen.
  private static func singleScreen(in closure: ClosureExprSyntax) -> String? {
    guard closure.statements.count == 1, let expression = closure.statements.first?.item.as(ExprSyntax.self) else {
      return nil
    }
    return screenName(expression)
  }

  private static func screenName(_ expression: ExprSyntax) -> String? {
    guard let call = FunctionCallExprSyntax(expression) else { return nil }
    if let member = MemberAccessExprSyntax(call.calledExpression) {
      // `ProfileView().environment(model)`: the modifier's base is the screen.
      if let base = member.base, !(DeclReferenceExprSyntax(base)?.baseName.text.startsUppercase ?? false) {
        return screenName(base)
      }
      // `Feature.MainView()`: a view namespaced in a type.
      return member.declName.baseName.text.startsUppercase ? member.declName.baseName.text : nil
    }
    guard let name = DeclReferenceExprSyntax(call.calledExpression)?.baseName.text, name.startsUppercase else {
      return nil
    }
    if wrappers.contains(name) {
      return call.trailingClosure.flatMap(singleScreen(in:))
    }
    return name
  }
}

/// The types a stack routes by: `navigationDestination(for: AppRoute.self)` inside it.
private final class DestinationTypeFinder: SyntaxVisitor {
  var types: [String] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if MemberAccessExprSyntax(node.calledExpression)?.declName.baseName.text == "navigationDestination",
      let argument = node.arguments.first(where: { $0.label?.text == "for" }),
      let metatype = MemberAccessExprSyntax(argument.expression), metatype.declName.baseName.text == "self",
      let base = metatype.base
    {
      types.append(base.trimmedDescription.lastTypeComponent)
    }
    return .visitChildren
  }
}
