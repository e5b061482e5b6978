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

    /// Whether a view-model member named `name` carries the state.
    func isStateMember(_ name: String) -> Bool {
      let lowered = name.lowercased()
      switch self {
      case .error: return lowered.contains("error") || lowered.contains("failure")
      case .loading: return lowered.hasPrefix("isloading") || lowered == "loading" || lowered.hasPrefix("isfetching")
      }
    }
  }

  private struct ViewProperty {
    var viewName: String
    var property: String
    var modelType: String
    var isOwned: Bool
    var anchor: TokenSyntax
  }

  private let state: State
  private let stateTypes: Set<String>
  private let stateBaseClasses: Set<String>
  private let context: RuleContext
  private var properties: [ViewProperty] = []
  private var declarationsByName: [String: [Syntax]] = [:]
  /// View-model classes of this file that visibly carry the state, and their superclasses.
  private var localCarriers: Set<String> = []
  /// Classes that carry the state only through a property typed as one of `stateTypes`.
  private var stateTypeCarriers: [String: Set<String>] = [:]
  /// State enums of `stateTypes` declared here with and without a case for the state.
  private var stateEnumsWithCase: Set<String> = []
  private var stateEnumsWithoutCase: Set<String> = []
  private var localSuperclasses: [String: [String]] = [:]

  static let visitedKinds: Set<SyntaxKind> = [.structDecl, .classDecl, .extensionDecl, .enumDecl]

  init(state: State, stateTypes: [String], stateBaseClasses: [String], context: RuleContext) {
    self.state = state
    self.stateTypes = Set(stateTypes)
    self.stateBaseClasses = Set(stateBaseClasses)
    self.context = context
  }

  func visit(_ node: Syntax) {
    guard !context.isTestFile, let group = node.asProtocol(DeclGroupSyntax.self), let name = group.typeName else {
      return
    }
    if let decl = node.as(EnumDeclSyntax.self) {
      recordStateEnum(decl)
      return
    }
    declarationsByName[name, default: []].append(node)
    if let decl = node.as(ClassDeclSyntax.self) {
      recordCarrier(decl)
    } else if let decl = node.as(StructDeclSyntax.self), decl.inheritanceClause.typeNames.contains("View") {
      recordViewProperties(group, viewName: name)
    }
  }

  func finish(message: (String, String) -> String) {
    guard !properties.isEmpty else { return }
    var scans: [String: ViewScan] = [:]
    for property in properties {
      let scan = scans[property.viewName] ?? ViewScan(declarationsByName[property.viewName] ?? [])
      scans[property.viewName] = scan
      if scan.passedAlong.contains(property.property) { continue }
      // Loading is only shown for work the view starts; errors also come from actions.
      let drives = scan.drivenLifecycles.contains(property.property)
      if !drives, !property.isOwned || state == .loading { continue }
      if state.presentationFragments.contains(where: { scan.identifierText.contains($0) }) { continue }
      let model = property.modelType
      // A project's own 'LoadingState' with no failure case carries no error.
      let stateTypes = self.stateTypes.subtracting(stateEnumsWithoutCase.subtracting(stateEnumsWithCase))
      let carriers = localCarriers.union(
        stateTypeCarriers.filter { !$0.value.isDisjoint(with: stateTypes) }.keys)
      let superclasses = localSuperclasses
      let bases = stateBaseClasses
      let state = state
      let viewName = property.viewName
      let path = context.path
      context.report(
        message(model, property.viewName), at: property.anchor,
        when: .type(property.viewName, is: .view) && .isViewModel(model)
          && IndexCondition { index in
            // Parts of the view in other files may present the state.
            guard (index.declarations[viewName] ?? []).allSatisfy({ $0.path == path }) else { return false }
            let supertypes = index.supertypes(of: model).union(superclasses[model] ?? [])
            if carriers.contains(model) || !supertypes.isDisjoint(with: carriers) { return true }
            if !supertypes.isDisjoint(with: bases) { return true }
            let types = index.propertyTypesIncludingInherited(of: model)
            if !types.isDisjoint(with: stateTypes) { return true }
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
      guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { return false }
      return cases.elements.contains { element in
        let lowered = element.name.text.lowercased()
        switch state {
        case .error: return lowered.contains("error") || lowered.contains("fail")
        case .loading: return lowered.contains("loading") || lowered.contains("fetching") || lowered.contains("progress")
        }
      }
    }
    if hasCase { stateEnumsWithCase.insert(name) } else { stateEnumsWithoutCase.insert(name) }
  }

  private func recordCarrier(_ decl: ClassDeclSyntax) {
    let name = decl.name.text
    localSuperclasses[name] = decl.inheritanceClause.typeNames
    for member in decl.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
      for binding in variable.bindings {
        let typeName = binding.typeAnnotation?.type.baseTypeName ?? ""
        if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          state.isStateMember(identifier) || (state == .error && (typeName == "Error" || typeName.hasSuffix("Error")))
        {
          localCarriers.insert(name)
        } else if stateTypes.contains(typeName) {
          stateTypeCarriers[name, default: []].insert(typeName)
        }
      }
    }
  }

  private func recordViewProperties(_ group: DeclGroupSyntax, viewName: String) {
    for property in group.storedPropertyTypes
    where property.type.first?.isUppercase == true && !property.type.hasNavigationRoleSuffix {
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
        }), let anchor = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
      else { continue }
      properties.append(
        ViewProperty(
          viewName: viewName, property: property.name, modelType: property.type, isOwned: isOwned, anchor: anchor))
    }
  }
}

/// One pass over a view's declarations in this file: the identifiers it uses, the properties it
/// hands to other views, and the properties whose methods it calls from `.task`, `.onAppear` or
/// `.refreshable`.
private final class ViewScan: SyntaxVisitor {
  private var identifiers: Set<String> = []
  private(set) var passedAlong: Set<String> = []
  private(set) var drivenLifecycles: Set<String> = []
  private var lifecycleDepth = 0

  private static let lifecycleModifiers: Set<String> = ["task", "onAppear", "refreshable", "onViewDidLoad"]

  /// Every identifier, lowercased and space-separated, so a fragment is found in one search.
  private(set) var identifierText = ""

  init(_ declarations: [Syntax]) {
    super.init(viewMode: .sourceAccurate)
    for declaration in declarations { walk(declaration) }
    identifierText = identifiers.joined(separator: " ")
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if case .identifier(let text) = token.tokenKind { identifiers.insert(text.lowercased()) }
    return .skipChildren
  }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    let expression = node.expression
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      passedAlong.insert(member.declName.baseName.text)
    } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      passedAlong.insert(name.hasPrefix("$") ? String(name.dropFirst()) : name)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if lifecycleDepth > 0, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    {
      drivenLifecycles.insert(base.baseName.text)
    }
    if let name = node.calledName, Self.lifecycleModifiers.contains(name) { lifecycleDepth += 1 }
    return .visitChildren
  }

  override func visitPost(_ node: FunctionCallExprSyntax) {
    if let name = node.calledName, Self.lifecycleModifiers.contains(name) { lifecycleDepth -= 1 }
  }
}
