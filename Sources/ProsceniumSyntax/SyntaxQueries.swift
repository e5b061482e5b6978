import SwiftSyntax

// Small questions about syntax nodes that rules, the index and the generator all ask.

extension AttributeListSyntax {
  /// The attribute names without `@` or arguments, e.g. `["MainActor", "Observable"]`.
  package var names: [String] {
    if count == 0 { return [] }
    return compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      return attribute.simpleName
    }
  }

  /// Whether an attribute with this name (without `@`) is present.
  package func contains(named name: String) -> Bool {
    if count == 0 { return false }
    return contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.simpleName == name
    }
  }

  /// The attribute with this name (without `@`), if present.
  package func attribute(named name: String) -> AttributeSyntax? {
    if count == 0 { return nil }
    for element in self {
      if case .attribute(let attribute) = element, attribute.simpleName == name {
        return attribute
      }
    }
    return nil
  }
}

extension AttributeSyntax {
  /// The attribute's name without `@`, module or generic arguments (`@SwiftUI.State` → `State`).
  /// Reads the name token directly in the common cases: every rule asks this, often.
  package var simpleName: String {
    if let identifier = IdentifierTypeSyntax(attributeName) { return identifier.name.text }
    if let member = MemberTypeSyntax(attributeName) { return member.name.text }
    return attributeName.trimmedDescription.lastTypeComponent
  }
}

extension DeclModifierListSyntax {
  /// Whether a modifier with this keyword text (`final`, `private`, `static`) is present.
  /// Most declarations have no modifier, and asking the list's count first is far cheaper than
  /// starting to iterate it; rules ask this of most declarations they meet.
  package func contains(_ keyword: String) -> Bool {
    if count == 0 { return false }
    for modifier in self where modifier.name.text == keyword { return true }
    return false
  }

  /// The access level written on the declaration, if any (`private`, `fileprivate`, `internal`,
  /// `package`, `public`, `open`), ignoring setter-only modifiers like `private(set)`.
  package var accessLevel: String? {
    for modifier in self where modifier.detail == nil {
      switch modifier.name.text {
      case "private", "fileprivate", "internal", "package", "public", "open": return modifier.name.text
      default: continue
      }
    }
    return nil
  }

  /// The setter access written as `private(set)` and the like, if any.
  package var setterAccessLevel: String? {
    for modifier in self where modifier.detail?.detail.text == "set" {
      return modifier.name.text
    }
    return nil
  }
}

extension InheritanceClauseSyntax? {
  /// The inherited type names, last component only and without generic arguments
  /// (`SwiftUI.View` → `View`, `Router<AppRoute>` → `Router`).
  package var typeNames: [String] {
    guard let clause = self else { return [] }
    return clause.inheritedTypes.map { $0.type.baseTypeName }
  }
}

extension TypeSyntax {
  /// The type's name without module, generic arguments, optionality or `any`/`some`:
  /// `any HomeServiceProtocol` → `HomeServiceProtocol`, `[Item]?` → `Array`.
  package var baseTypeName: String {
    if let identifier = IdentifierTypeSyntax(self) { return identifier.name.text }
    if let member = MemberTypeSyntax(self) { return member.name.text }
    if let optional = OptionalTypeSyntax(self) { return optional.wrappedType.baseTypeName }
    if let unwrapped = ImplicitlyUnwrappedOptionalTypeSyntax(self) { return unwrapped.wrappedType.baseTypeName }
    if let some = SomeOrAnyTypeSyntax(self) { return some.constraint.baseTypeName }
    if let attributed = AttributedTypeSyntax(self) { return attributed.baseType.baseTypeName }
    if self.kind == .arrayType { return "Array" }
    if self.kind == .dictionaryType { return "Dictionary" }
    return trimmedDescription
  }
}

extension String {
  /// The last dotted component, without generic arguments: `SwiftUI.View` → `View`.
  package var lastTypeComponent: String {
    let withoutGenerics = split(separator: "<", maxSplits: 1).first.map(String.init) ?? self
    return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
  }
}

extension SyntaxProtocol {
  /// This node as a type or extension declaration, if it is one.
  ///
  /// Tests the kind before casting: `asProtocol(DeclGroupSyntax.self)` costs a dynamic cast
  /// (about two thousand instructions) even for nodes that are not declarations, and rules ask
  /// this of every ancestor they climb.
  package var asDeclGroup: (any DeclGroupSyntax)? {
    switch kind {
    case .structDecl: return StructDeclSyntax(self)
    case .classDecl: return ClassDeclSyntax(self)
    case .enumDecl: return EnumDeclSyntax(self)
    case .actorDecl: return ActorDeclSyntax(self)
    case .extensionDecl: return ExtensionDeclSyntax(self)
    case .protocolDecl: return ProtocolDeclSyntax(self)
    default: return nil
    }
  }
}

extension SyntaxProtocol {
  /// The nearest enclosing type or extension declaration, if any.
  package var enclosingTypeDeclaration: DeclGroupSyntax? {
    var current = parent
    while let node = current {
      if let group = node.asDeclGroup {
        return group
      }
      current = node.parent
    }
    return nil
  }

  /// The name of the nearest enclosing type, or of the type an enclosing extension extends.
  package var enclosingTypeName: String? {
    enclosingTypeDeclaration?.typeName
  }
}

extension DeclGroupSyntax {
  /// The declared name, or for an extension the extended type's last component.
  package var typeName: String? {
    // A switch on the kind with concrete casts: rules ask this of every enclosing type, and
    // converting to `SyntaxEnum` cost more than the answer.
    switch kind {
    case .structDecl: StructDeclSyntax(self)?.name.text
    case .classDecl: ClassDeclSyntax(self)?.name.text
    case .enumDecl: EnumDeclSyntax(self)?.name.text
    case .actorDecl: ActorDeclSyntax(self)?.name.text
    case .protocolDecl: ProtocolDeclSyntax(self)?.name.text
    case .extensionDecl: ExtensionDeclSyntax(self)?.extendedType.baseTypeName
    default: nil
    }
  }
}

extension VariableDeclSyntax {
  /// The names bound by this declaration (`var a, b: Int` → `["a", "b"]`).
  package var boundNames: [String] {
    bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
  }

  /// Whether any binding has accessors that compute its value (no storage).
  package var isComputed: Bool {
    bindings.contains { binding in
      guard let block = binding.accessorBlock else { return false }
      switch block.accessors {
      case .getter: return true
      case .accessors(let accessors):
        return accessors.contains { ["get", "_read"].contains($0.accessorSpecifier.text) }
      @unknown default: return false
      }
    }
  }

  /// Whether the declaration is `static` or `class`: one pass over the modifiers, comparing
  /// keywords rather than building each modifier's text twice.
  package var isStatic: Bool {
    let modifiers = modifiers
    if modifiers.count == 0 { return false }
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.static), .keyword(.class): return true
      default: continue
      }
    }
    return false
  }
}

extension FunctionCallExprSyntax {
  /// The called name: `Foo(...)` → `Foo`, `a.b.foo(...)` → `foo`, `.foo(...)` → `foo`.
  package var calledName: String? {
    if let reference = DeclReferenceExprSyntax(calledExpression) { return reference.baseName.text }
    if let member = MemberAccessExprSyntax(calledExpression) { return member.declName.baseName.text }
    if let specialized = GenericSpecializationExprSyntax(calledExpression) {
      return DeclReferenceExprSyntax(specialized.expression)?.baseName.text
    }
    return nil
  }
}

extension SyntaxProtocol {
  /// Whether the node is preview code: inside `#Preview { }` or a `PreviewProvider` type, which
  /// never ships, so accessibility and performance advice does not apply.
  package var isInPreview: Bool {
    var current = parent
    while let node = current {
      switch node.kind {
      case .macroExpansionExpr:
        if MacroExpansionExprSyntax(node)?.macroName.text == "Preview" { return true }
      case .macroExpansionDecl:
        if MacroExpansionDeclSyntax(node)?.macroName.text == "Preview" { return true }
      case .structDecl, .enumDecl, .classDecl, .extensionDecl:
        guard let inheritedTypes = node.asDeclGroup?.inheritanceClause?.inheritedTypes else { break }
        for inherited in inheritedTypes {
          // A type written in fewer bytes than 'PreviewProvider' is not it: its name is not built.
          let type = inherited.type
          if type.trimmedLength.utf8Length >= 15, type.baseTypeName == "PreviewProvider" { return true }
        }
      default:
        break
      }
      current = node.parent
    }
    return false
  }
}
