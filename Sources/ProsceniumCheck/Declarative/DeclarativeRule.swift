import SwiftSyntax

/// Runs one `DeclarativeRuleDefinition` on a file: imports of a file that declares a judged type,
/// calls inside a judged type (its extensions included), and supertypes a judged type names.
///
/// Names are judged here, roles once the index exists: a finding about a type judged by role
/// waits on the condition that the type has one of the roles somewhere in the project.
final class DeclarativeRule: SyntaxRule<NoOptions>, Rule {
  static let description = RuleDescription(
    id: "declarative_rule", summary: "a rule written in the configuration's 'custom_rules'",
    rationale: "Each entry of 'custom_rules' becomes a rule of its own, named by its key.", sources: [],
    family: .custom, examples: [])
  static let visitedKinds: Set<SyntaxKind> = [
    .importDecl, .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .functionCallExpr,
  ]

  private let definition: DeclarativeRuleDefinition
  private let matchers: Matchers
  private var imports: [ImportDeclSyntax] = []
  /// The judged types this file declares or extends, by name.
  private var declaredTypes: [String] = []

  /// A definition's name patterns and forbidden calls, compiled once per definition rather than
  /// for every file (or, for names, every type and call) the rule judges.
  struct Matchers: Sendable {
    /// The patterns of `types.names`; empty judges every name.
    let names: [GlobPattern]
    let calls: [DeclarativeCallPattern]

    init(_ definition: DeclarativeRuleDefinition) {
      names = definition.names.map(GlobPattern.init)
      calls = definition.forbiddenCalls.compactMap(DeclarativeCallPattern.init)
    }
  }

  /// A declarative rule is made from its definition (`RuleType(definition:)`); made through the
  /// `Rule` protocol it has nothing to forbid and reports nothing.
  override init(options: NoOptions, context: RuleContext) {
    self.definition = DeclarativeRuleDefinition(id: Self.description.id, message: "")
    self.matchers = Matchers(definition)
    super.init(options: options, context: context)
  }

  /// - Parameter matchers: `Matchers(definition)`, made once and shared by every file's rule.
  init(definition: DeclarativeRuleDefinition, matchers: Matchers, context: RuleContext) {
    self.definition = definition
    self.matchers = matchers
    super.init(options: NoOptions(), context: context)
  }

  /// The node kinds a definition needs: no call is visited unless calls are forbidden.
  static func visitedKinds(for definition: DeclarativeRuleDefinition) -> Set<SyntaxKind> {
    var kinds: Set<SyntaxKind> = [.classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl]
    if !definition.forbiddenImports.isEmpty { kinds.insert(.importDecl) }
    if !definition.forbiddenCalls.isEmpty { kinds.insert(.functionCallExpr) }
    return kinds
  }

  func visit(_ node: Syntax) {
    if let importDecl = node.as(ImportDeclSyntax.self) {
      if let module = importDecl.path.first?.name.text, definition.forbiddenImports.contains(module) {
        imports.append(importDecl)
      }
    } else if let call = node.as(FunctionCallExprSyntax.self) {
      guard let pattern = matchers.calls.first(where: { $0.matches(call) }),
        let typeName = Self.enclosingTypeName(of: node), judgesName(typeName)
      else { return }
      report(
        "\(definition.message) ('\(typeName)' calls '\(pattern.components.joined(separator: "."))')", at: call,
        typeNames: [typeName])
    } else if let name = Self.typeName(of: node), judgesName(name) {
      declaredTypes.append(name)
      for inherited in Self.inheritedTypes(of: node) {
        let spelled = Self.simpleName(inherited.type.trimmedDescription)
        guard definition.forbiddenSupertypes.contains(spelled) else { continue }
        report("\(definition.message) ('\(name)' inherits from '\(spelled)')", at: inherited.type, typeNames: [name])
      }
    }
  }

  func finish() {
    guard !declaredTypes.isEmpty else { return }
    for importDecl in imports {
      let module = importDecl.path.first?.name.text ?? ""
      report("\(definition.message) (imports '\(module)')", at: importDecl, typeNames: declaredTypes)
    }
  }

  /// Reports now when the definition judges by name only, else once one of `typeNames` has a role.
  private func report(_ message: String, at node: some SyntaxProtocol, typeNames: [String]) {
    guard !definition.roles.isEmpty else {
      context.report(message, at: node)
      return
    }
    var roles = TypeRoles()
    for role in definition.roles { roles.insert(TypeRoles(role)) }
    let condition = typeNames.dropFirst().reduce(IndexCondition.type(typeNames[0], isAnyOf: roles)) {
      $0 || .type($1, isAnyOf: roles)
    }
    context.report(message, at: node, when: condition)
  }

  private func judgesName(_ name: String) -> Bool {
    matchers.names.isEmpty || matchers.names.contains { $0.matches(name) }
  }

  /// The name a type declaration declares, or the type an extension extends, without module or
  /// generic arguments.
  static func typeName(of node: Syntax) -> String? {
    if let declaration = node.asProtocol(NamedDeclSyntax.self), !node.is(ExtensionDeclSyntax.self),
      node.isProtocol(DeclGroupSyntax.self)
    {
      return declaration.name.text
    }
    if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
      return simpleName(extensionDecl.extendedType.trimmedDescription)
    }
    return nil
  }

  private static func inheritedTypes(of node: Syntax) -> InheritedTypeListSyntax {
    node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes ?? []
  }

  /// The type a node sits in: the nearest enclosing type declaration or extension.
  private static func enclosingTypeName(of node: Syntax) -> String? {
    var current = node.parent
    while let candidate = current {
      if candidate.isProtocol(DeclGroupSyntax.self) { return typeName(of: candidate) }
      current = candidate.parent
    }
    return nil
  }

  /// `Foundation.NSObject` as `NSObject`, `Store<State>` as `Store`.
  static func simpleName(_ spelled: String) -> String {
    let base = spelled.split(separator: "<", maxSplits: 1).first.map(String.init) ?? spelled
    return base.split(separator: ".").last.map(String.init) ?? base
  }
}

extension RuleType {
  /// A rule made from a definition in a configuration's `custom_rules`.
  package init(definition: DeclarativeRuleDefinition) {
    let description = RuleDescription(
      id: definition.id, summary: definition.message,
      rationale: "A custom rule from the configuration's 'custom_rules'.", sources: [], family: .custom,
      defaultSeverity: definition.severity,
      examples: definition.flaggedExamples.map { .flagged($0) } + definition.cleanExamples.map { .clean($0) })
    let kinds = DeclarativeRule.visitedKinds(for: definition)
    let matchers = DeclarativeRule.Matchers(definition)
    self.init(
      description: description, defaultOptions: definition.source, typeName: "DeclarativeRule",
      configure: { severity, options, keyPath, file in
        if let options, options != .object([]) {
          throw ConfigurationError(
            file: file, keyPath: keyPath ?? "rules.\(definition.id).options",
            reason: "a custom rule has no options", hint: "change its definition in 'custom_rules'")
        }
        return ConfiguredRule(
          description: description, severity: severity ?? definition.severity, visitedKinds: kinds,
          options: definition.source, make: { DeclarativeRule(definition: definition, matchers: matchers, context: $0) }
        )
      })
  }
}
