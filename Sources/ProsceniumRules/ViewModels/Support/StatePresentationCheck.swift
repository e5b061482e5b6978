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
      let lowered = name.lowercased()
      switch self {
      case .error: return lowered.contains("error") || lowered.contains("fail")
      case .loading: return lowered.contains("loading") || lowered.contains("fetching") || lowered.contains("progress")
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
  /// This file's classes and enums, read in `finish` when a view holds a model.
  private var typeDeclarations: [Syntax] = []

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
  }

  func visit(_ node: Syntax) {
    scanner.visit(node, context: context)
    if node.kind == .enumDecl || node.kind == .classDecl { typeDeclarations.append(node) }
  }

  func finish(message: (String, String) -> String) {
    // Only a file whose views hold a model needs to know what its classes and enums carry.
    guard !scanner.viewProperties.isEmpty else { return }
    for node in typeDeclarations {
      if let decl = EnumDeclSyntax(node) {
        recordStateEnum(decl)
      } else if let decl = ClassDeclSyntax(node) {
        recordCarrier(decl)
      }
    }
    for property in scanner.viewProperties {
      let scan = scanner.scans[property.viewName] ?? ViewScan()
      if scan.passedAlong.contains(property.property) { continue }
      // Loading is only shown for work the view starts; errors also come from actions.
      let drives = scan.drivenLifecycles.contains(property.property)
      if !drives, !property.isOwned || state == .loading { continue }
      let presents = scanner.presentation(in: property.viewName, context: context)
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
  var anchor: TokenSyntax
}

/// Collects, during the engine's walk, what the views of this file hold and what their
/// declarations do with it: the properties they hand to other views, and the properties whose
/// methods they call from `.task`, `.onAppear` or `.refreshable`. Both state rules feed it every
/// node; it handles each node once, and looks inside a declaration only when the type it belongs
/// to holds a model (most do not).
private final class StatePresentationScanner {
  /// The model-holding properties of this file's views, in source order.
  private(set) var viewProperties: [ViewProperty] = []
  /// What each type's declarations (by type name) contain; only types holding a model are tracked.
  private(set) var scans: [String: ViewScan] = [:]
  /// Views of this file that hold a model.
  private var modelHolders: Set<String> = []
  /// The declarations of types that hold a model enclosing the current node, innermost last.
  private var openScopes: [(name: String, end: AbsolutePosition)] = []
  /// Ends of the '.task', '.onAppear' or '.refreshable' calls that enclose the current node.
  private var openLifecycleCalls: [AbsolutePosition] = []
  private var lastNode: SyntaxIdentifier?
  private var declarations: [String: [Syntax]] = [:]
  private var presentations: [String: (error: Bool, loading: Bool)] = [:]

  /// Whether an identifier in the declarations of `name` mentions presenting an error or loading.
  /// Only the views a rule is about to report are read, once for both rules.
  func presentation(in name: String, context: RuleContext) -> (error: Bool, loading: Bool) {
    if let known = presentations[name] { return known }
    var result = (error: false, loading: false)
    // A state whose words the declarations' text lacks cannot be mentioned by an identifier: it
    // is settled without visiting the tokens.
    let declarations = declarations[name] ?? []
    let texts = declarations.map { declaration in
      (
        error: context.text(
          of: declaration, containsAnyOf: StatePresentationCheck.State.error.presentationFragments, ignoringCase: true),
        loading: context.text(
          of: declaration, containsAnyOf: StatePresentationCheck.State.loading.presentationFragments, ignoringCase: true
        )
      )
    }
    if !texts.contains(where: { $0.error || $0.loading }) {
      presentations[name] = result
      return result
    }
    scan: for declaration in declarations {
      for token in declaration.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind else { continue }
        if !result.error { result.error = StatePresentationCheck.State.error.mentionsPresentation(text) }
        if !result.loading { result.loading = StatePresentationCheck.State.loading.mentionsPresentation(text) }
        if result.error, result.loading { break scan }
      }
    }
    presentations[name] = result
    return result
  }

  private static let lifecycleModifiers: Set<String> = ["task", "onAppear", "refreshable", "onViewDidLoad"]

  func visit(_ node: Syntax, context: RuleContext) {
    let kind = node.kind
    let isDeclaration = kind == .structDecl || kind == .classDecl || kind == .extensionDecl
    // Arguments and calls matter only inside a model holder's declaration: most nodes stop here.
    guard isDeclaration || !openScopes.isEmpty, node.id != lastNode else { return }
    lastNode = node.id
    let position = node.position
    while let last = openScopes.last, position >= last.end { openScopes.removeLast() }
    switch kind {
    case .labeledExpr:
      guard !openScopes.isEmpty, let name = LabeledExprSyntax(node)?.passedName else { return }
      for scope in openScopes { scans[scope.name, default: ViewScan()].passedAlong.insert(name) }
    case .functionCallExpr:
      guard !openScopes.isEmpty, let reading = context.reading(ofCall: node) else { return }
      let call = reading.call
      while let last = openLifecycleCalls.last, position >= last { openLifecycleCalls.removeLast() }
      if !openLifecycleCalls.isEmpty, reading.member != nil, let name = reading.baseName {
        for scope in openScopes { scans[scope.name, default: ViewScan()].drivenLifecycles.insert(name) }
      }
      if let name = reading.name ?? call.calledName, Self.lifecycleModifiers.contains(name) {
        openLifecycleCalls.append(call.endPosition)
      }
    case .structDecl, .classDecl, .extensionDecl:
      guard let group = node.asDeclGroup, let name = group.typeName else { return }
      if node.kind == .structDecl, group.inheritanceClause.typeNames.contains("View") {
        recordViewProperties(group, viewName: name)
      }
      if modelHolders.contains(name) { openScopes.append((name, node.endPosition)) }
      declarations[name, default: []].append(node)
    default:
      return
    }
  }

  private func recordViewProperties(_ group: DeclGroupSyntax, viewName: String) {
    for property in group.storedPropertyTypes
    where property.type.startsUppercase && !property.type.hasNavigationRoleSuffix {
      let attributes = property.variable.attributes.names
      let initialised = property.variable.bindings.contains { $0.initializer != nil }
      let isOwned =
        attributes.contains("StateObject") || (attributes.contains("State") && initialised)
      // A plain stored property counts only when typed as a view model: views hold many models.
      let receives =
        (attributes.isEmpty && property.type.hasSuffix("ViewModel"))
        || !Set(attributes).isDisjoint(with: ["ObservedObject", "Bindable", "EnvironmentObject", "Environment"])
      guard isOwned || receives,
        let binding = property.variable.bindings.first(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name
        }), let anchor = IdentifierPatternSyntax(binding.pattern)?.identifier
      else { continue }
      modelHolders.insert(viewName)
      viewProperties.append(
        ViewProperty(
          viewName: viewName, property: property.name, modelType: property.type, isOwned: isOwned, anchor: anchor))
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
    if let member = MemberAccessExprSyntax(expression),
      member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    if let reference = DeclReferenceExprSyntax(expression) {
      let name = reference.baseName.text
      return name.hasPrefix("$") ? String(name.dropFirst()) : name
    }
    return nil
  }
}
