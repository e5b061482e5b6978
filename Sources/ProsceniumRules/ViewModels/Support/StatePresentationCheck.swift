import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// The shared core of `error_state_presented` and `loading_state_presented`: finds views that
/// own (or drive) a view model carrying some state and never mention that state.
///
/// What a view model carries comes from its declaration when it is in the same file (member
/// names), and otherwise from the project index, which only knows stored-property type names
/// and supertypes: an `Error`-typed property, a state enum such as `LoadingState`, or a base
/// class configured as carrying the state (seed 000's `BaseViewModel`).
final class StatePresentationCheck {
  enum State {
    case error
    case loading

    /// Lowercased fragments of identifiers that show the state was handled in a view.
    var presentationFragments: [String] {
      switch self {
      case .error: ["error", "alert", "fail", "toast", "banner", "snackbar"]
      case .loading: ["loading", "progress", "redacted", "spinner", "skeleton", "shimmer", "activityindicator"]
      }
    }

    /// Whether a state enum's case named `name` is this state ('failed', 'error', 'loading').
    func isStateCase(_ name: String) -> Bool {
      switch self {
      case .error: return name.containsIgnoringCase("error") || name.containsIgnoringCase("fail")
      case .loading:
        return name.containsIgnoringCase("loading") || name.containsIgnoringCase("fetching")
          || name.containsIgnoringCase("progress")
      }
    }

    /// Whether a view-model member named `name` carries the state.
    func isStateMember(_ name: String) -> Bool {
      switch self {
      case .error: return name.containsIgnoringCase("error") || name.containsIgnoringCase("failure")
      case .loading:
        let lowered = name.lowercased()
        return lowered.hasPrefix("isloading") || lowered == "loading" || lowered.hasPrefix("isfetching")
      }
    }
  }

  private let state: State
  private let stateTypes: Set<String>
  private let stateBaseClasses: Set<String>
  private let context: RuleContext
  /// What the main walk saw inside each type's declarations in this file, shared by both rules.
  private let scanner: StatePresentationScanner
  /// View-model classes of this file that visibly carry the state, and their superclasses.
  private var localCarriers: Set<String> = []
  /// Classes that carry the state only through a property typed as one of `stateTypes`.
  private var stateTypeCarriers: [String: Set<String>] = [:]
  /// State enums of `stateTypes` declared here with and without a case for the state.
  private var stateEnumsWithCase: Set<String> = []
  private var stateEnumsWithoutCase: Set<String> = []
  private var localSuperclasses: [String: [String]] = [:]
  /// Whether this instance feeds the shared scanner. Both rules receive the same nodes, so the
  /// first one made per file drives the scanner and the other only reads what it collected.
  private let drivesScanner: Bool

  /// Type declarations, plus what a view's declarations use: identifier tokens, arguments and
  /// calls. These are collected during the engine's walk instead of a second walk per view.
  static let visitedKinds: Set<SyntaxKind> = [
    .structDecl, .classDecl, .extensionDecl, .enumDecl, .labeledExpr, .functionCallExpr,
  ]

  init(state: State, stateTypes: [String], stateBaseClasses: [String], context: RuleContext) {
    self.state = state
    self.stateTypes = Set(stateTypes)
    self.stateBaseClasses = Set(stateBaseClasses)
    self.context = context
    scanner = context.shared("StatePresentationScanner") { StatePresentationScanner() }
    drivesScanner = scanner.claimDriver()
  }

  func visit(_ node: Syntax) {
    guard drivesScanner else { return }
    scanner.visit(node, context: context)
  }

  func finish(message: (String, String) -> String) {
    // Only a file whose views hold a model needs to know what its classes and enums carry.
    guard !scanner.viewProperties.isEmpty else { return }
    for node in scanner.typeDeclarations {
      if let decl = EnumDeclSyntax(node) {
        recordStateEnum(decl)
      } else if let decl = ClassDeclSyntax(node) {
        recordCarrier(decl)
      }
    }
    for property in scanner.viewProperties {
      let scan = scanner.scans[property.viewName] ?? ViewScan()
      if scan.passedAlong.contains(property.property) { continue }
      // Exemption "state shown by other views": a model read from the environment, or bound from
      // a parent ('@Bindable', the way a part of a screen edits its screen's model), is shown by
      // whoever owns it or by the views around it.
      if property.isShared { continue }
      // Loading is only shown for work the view starts; errors also come from actions.
      let drives = scan.drivenLifecycles.contains(property.property)
      if !drives, !property.isOwned || state == .loading { continue }
      let presents = scanner.presentation(in: property.viewName)
      if state == .error ? presents.error : presents.loading { continue }
      let model = property.modelType
      // A project's own 'LoadingState' with no failure case carries no error.
      let stateTypes = self.stateTypes.subtracting(stateEnumsWithoutCase.subtracting(stateEnumsWithCase))
      let carriers = localCarriers.union(
        stateTypeCarriers.filter { !$0.value.isDisjoint(with: stateTypes) }.keys)
      let superclasses = localSuperclasses
      let bases = stateBaseClasses
      let state = state
      let viewName = property.viewName
      let isOwned = property.isOwned
      let path = context.path
      context.report(
        message(model, property.viewName), at: property.anchor,
        when: .type(property.viewName, is: .view) && .isViewModel(model)
          && IndexCondition { index in
            // Parts of the view in other files may present the state.
            guard index.declarations(named: viewName).allSatisfy({ $0.path == path }) else { return false }
            let supertypes = index.supertypes(of: model).union(superclasses[model] ?? [])
            if carriers.contains(model) || !supertypes.isDisjoint(with: carriers) { return true }
            if !supertypes.isDisjoint(with: bases) { return true }
            let types = index.propertyTypesIncludingInherited(of: model)
            // A project's own state enum, declared in another file, carries the state only if it
            // has a case for it.
            let carrying = types.intersection(stateTypes).filter { type in
              let enums = index.types(named: type).filter { $0.kind == .enum }
              return enums.isEmpty || enums.contains { $0.caseNames.contains(where: state.isStateCase) }
            }
            if !carrying.isEmpty { return true }
            // A model in another file carrying the state under its usual name ('errorMessage'), when
            // the view owns it: a part of a screen that is handed the model leaves its state to the screen.
            if isOwned, index.propertyNamesIncludingInherited(of: model).contains(where: state.isStateMember) {
              return true
            }
            return Self.carries(state, byPropertyTypes: types)
          })
    }
  }

  private static func carries(_ state: State, byPropertyTypes types: Set<String>) -> Bool {
    switch state {
    case .error: types.contains { $0 == "Error" || $0.hasSuffix("Error") }
    case .loading: false
    }
  }

  /// Notes whether a state enum named in `stateTypes` has a case for the state ('failed',
  /// 'error(…)', 'loading').
  private func recordStateEnum(_ decl: EnumDeclSyntax) {
    let name = decl.name.text
    guard stateTypes.contains(name) else { return }
    let hasCase = decl.memberBlock.members.contains { member in
      guard let cases = EnumCaseDeclSyntax(member.decl) else { return false }
      return cases.elements.contains { state.isStateCase($0.name.text) }
    }
    if hasCase { stateEnumsWithCase.insert(name) } else { stateEnumsWithoutCase.insert(name) }
  }

  private func recordCarrier(_ decl: ClassDeclSyntax) {
    let name = decl.name.text
    localSuperclasses[name] = decl.inheritanceClause.typeNames
    for member in decl.memberBlock.members {
      guard let variable = VariableDeclSyntax(member.decl), !variable.isStatic else { continue }
      for binding in variable.bindings {
        let typeName = binding.typeAnnotation?.type.baseTypeName ?? ""
        if let identifier = IdentifierPatternSyntax(binding.pattern)?.identifier.text,
          state.isStateMember(identifier) || (state == .error && (typeName == "Error" || typeName.hasSuffix("Error")))
        {
          localCarriers.insert(name)
        } else if stateTypes.contains(typeName) {
          stateTypeCarriers[name, default: []].insert(typeName)
        }
      }
    }
  }
}

/// A view's stored property holding a model the view owns or receives: what the state rules
/// look at.
private struct ViewProperty {
  var viewName: String
  var property: String
  var modelType: String
  var isOwned: Bool
  /// Whether the view reads it from the environment or binds it from a parent ('@Bindable'),
  /// where other views read it too.
  var isShared = false
  var anchor: TokenSyntax
}

/// Collects, during the engine's walk, what the views of this file hold and what their
/// declarations do with it: the properties they hand to other views, and the properties whose
/// methods they call from `.task`, `.onAppear` or `.refreshable`. One of the state rules feeds it
/// every node (`claimDriver()`); it looks inside a declaration only when the type it belongs to
/// holds a model (most do not).
private final class StatePresentationScanner {
  /// The model-holding properties of this file's views, in source order.
  private(set) var viewProperties: [ViewProperty] = []
  /// What each type's declarations (by type name) contain; only types holding a model are tracked.
  private(set) var scans: [String: ViewScan] = [:]
  /// This file's classes and enums, read in `finish` when a view holds a model.
  private(set) var typeDeclarations: [Syntax] = []
  /// Views of this file that hold a model.
  private var modelHolders: Set<String> = []
  /// The declarations of types that hold a model enclosing the current node, innermost last.
  private var openScopes: [(name: String, end: AbsolutePosition)] = []
  /// Ends of the '.task', '.onAppear' or '.refreshable' calls that enclose the current node.
  private var openLifecycleCalls: [AbsolutePosition] = []
  private var declarations: [String: [Syntax]] = [:]
  private var presentations: [String: (error: Bool, loading: Bool)] = [:]
  private var hasDriver = false

  /// Whether the caller is the first to ask, and so the one that feeds `visit(_:context:)`.
  func claimDriver() -> Bool {
    defer { hasDriver = true }
    return !hasDriver
  }

  /// Whether an identifier in the declarations of `name` mentions presenting an error or loading.
  /// Only the views a rule is about to report are read, once for both rules.
  func presentation(in name: String) -> (error: Bool, loading: Bool) {
    if let known = presentations[name] { return known }
    var result = (error: false, loading: false)
    for declaration in declarations[name] ?? [] {
      let search = IdentifierSearch(declaration)
      if !result.error { result.error = Self.identifier(in: declaration, search: search, mentions: .error) }
      if !result.loading { result.loading = Self.identifier(in: declaration, search: search, mentions: .loading) }
      if result.error, result.loading { break }
    }
    presentations[name] = result
    return result
  }

  /// Whether an identifier token of `declaration` mentions presenting `state`.
  private static func identifier(
    in declaration: Syntax, search: IdentifierSearch, mentions state: StatePresentationCheck.State
  ) -> Bool {
    guard search.isASCII else {
      return declaration.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let name) = token.tokenKind else { return false }
        return state.mentionsPresentation(name)
      }
    }
    return search.hasIdentifier(containingAnyOf: state.presentationFragments)
  }

  func visit(_ node: Syntax, context: RuleContext) {
    let kind = node.kind
    switch kind {
    case .labeledExpr:
      // Arguments and calls matter only inside a model holder's declaration: most stop here.
      guard closeScopes(before: node), let name = LabeledExprSyntax(node)?.passedName else { return }
      for scope in openScopes { scans[scope.name, default: ViewScan()].passedAlong.insert(name) }
    case .functionCallExpr:
      guard closeScopes(before: node), let reading = context.reading(ofCall: node) else { return }
      let call = reading.call
      let position = node.position
      while let last = openLifecycleCalls.last, position >= last { openLifecycleCalls.removeLast() }
      if !openLifecycleCalls.isEmpty, reading.member != nil, let name = reading.baseName {
        for scope in openScopes { scans[scope.name, default: ViewScan()].drivenLifecycles.insert(name) }
      }
      if let name = reading.name ?? call.calledName, Self.isLifecycleModifier(name) {
        openLifecycleCalls.append(call.endPosition)
      }
    case .structDecl, .classDecl, .extensionDecl:
      if kind == .classDecl { typeDeclarations.append(node) }
      _ = closeScopes(before: node)
      guard let group = node.asDeclGroup, let name = group.typeName else { return }
      if kind == .structDecl, group.inheritanceClause.typeNames.contains("View") {
        recordViewProperties(group, viewName: name)
      }
      if modelHolders.contains(name) { openScopes.append((name, node.endPosition)) }
      declarations[name, default: []].append(node)
    case .enumDecl:
      typeDeclarations.append(node)
    default:
      return
    }
  }

  /// Drops the scopes that end before `node`; whether a scope still encloses it.
  private func closeScopes(before node: Syntax) -> Bool {
    guard !openScopes.isEmpty else { return false }
    let position = node.position
    while let last = openScopes.last, position >= last.end { openScopes.removeLast() }
    return !openScopes.isEmpty
  }

  private static func isLifecycleModifier(_ name: String) -> Bool {
    switch name {
    case "task", "onAppear", "refreshable", "onViewDidLoad": true
    default: false
    }
  }

  private static let receivingWrappers: Set<String> = [
    "ObservedObject", "Bindable", "EnvironmentObject", "Environment",
  ]

  private func recordViewProperties(_ group: DeclGroupSyntax, viewName: String) {
    for member in group.memberBlock.members {
      guard let variable = VariableDeclSyntax(member.decl) else { continue }
      // The wrappers settle most properties before their types are read: only an owning or
      // receiving wrapper, or none (a plain view-model property), can hold a model.
      let attributeList = variable.attributes
      let attributes = attributeList.isEmpty ? [] : attributeList.names
      let owning = attributes.contains("StateObject") || attributes.contains("State")
      let receiving = attributes.contains(where: Self.receivingWrappers.contains)
      guard owning || receiving || attributes.isEmpty else { continue }
      let isOwned =
        attributes.contains("StateObject")
        || (attributes.contains("State") && variable.bindings.contains { $0.initializer != nil })
      // Read once, and only for a property that would count: a plain property seldom does.
      var isStoredInstanceProperty: Bool?
      var names: [(text: String, token: TokenSyntax)] = []
      for binding in variable.bindings {
        guard let identifier = IdentifierPatternSyntax(binding.pattern)?.identifier else { continue }
        let name = identifier.text
        names.append((name, identifier))
        guard let type = variable.storedTypeName(of: binding),
          type.startsUppercase, !type.hasNavigationRoleSuffix
        else { continue }
        // A plain stored property counts only when typed as a view model: views hold many models.
        guard isOwned || receiving || (attributes.isEmpty && type.hasSuffix("ViewModel")) else { continue }
        if isStoredInstanceProperty == nil { isStoredInstanceProperty = !variable.isStatic && !variable.isComputed }
        guard isStoredInstanceProperty == true else { break }
        guard let anchor = names.first(where: { $0.text == name })?.token else { continue }
        modelHolders.insert(viewName)
        var held = ViewProperty(viewName: viewName, property: name, modelType: type, isOwned: isOwned, anchor: anchor)
        held.isShared =
          attributes.contains("Environment") || attributes.contains("EnvironmentObject")
          || attributes.contains("Bindable")
        viewProperties.append(held)
      }
    }
  }
}

private struct ViewScan {
  var passedAlong: Set<String> = []
  var drivenLifecycles: Set<String> = []
}

extension StatePresentationCheck.State {
  /// Whether the identifier `text`, lowercased, contains one of `presentationFragments`.
  fileprivate func mentionsPresentation(_ text: String) -> Bool {
    presentationFragments.contains { text.containsIgnoringCase($0) }
  }
}

extension LabeledExprSyntax {
  /// The property an argument hands along: 'self.name', 'name' or '$name'.
  fileprivate var passedName: String? {
    // Kinds first: most arguments are neither, and a failing cast still costs a conversion.
    let expression = self.expression
    switch expression.kind {
    case .memberAccessExpr:
      guard let member = MemberAccessExprSyntax(expression), let base = member.base, base.kind == .declReferenceExpr,
        DeclReferenceExprSyntax(base)?.baseName.tokenKind == .keyword(.self)
      else { return nil }
      return member.declName.baseName.text
    case .declReferenceExpr:
      guard let name = DeclReferenceExprSyntax(expression)?.baseName.text else { return nil }
      return name.hasPrefix("$") ? String(name.dropFirst()) : name
    default:
      return nil
    }
  }
}
