import SwiftSyntax

/// Finds what a coordinator passes as a new MVP screen's repository, so the `make(...)` call it gets compiles as
/// written: the coordinator's own property of the repository's type (or of a type adopting it), else a value built
/// from a type adopting it, such as the `Default<Name>Repository` the feature's template writes.
struct CoordinatorRepositoryLookup {
  /// The repository protocol: `OrdersRepository`.
  var protocolName: String

  /// The expression for the `repository:` argument, or `nil` when the coordinator holds no repository and no
  /// adopting type can be built.
  ///
  /// - Parameters:
  ///   - coordinator: The coordinator's declaration.
  ///   - types: The project's types, the feature's planned files included.
  func argument(in coordinator: ClassDeclSyntax, types: ProjectTypeIndex) -> String? {
    let accepted = Set(types.conformers(to: protocolName)).union([protocolName])
    if let property = Self.properties(of: coordinator).first(where: { accepted.contains($0.type) }) {
      return property.name
    }
    return types.expression(building: protocolName, values: [:])
  }

  /// The coordinator's instance properties usable as a value: their names and the type each holds (`any P` and `P`
  /// alike, an implicitly unwrapped `P!` as `P`; optionals are left out, since `make(...)` takes a value).
  static func properties(of declaration: ClassDeclSyntax) -> [(name: String, type: String)] {
    var found: [(name: String, type: String)] = []
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let annotation = binding.typeAnnotation?.type {
          if let type = ProjectTypeIndex.typeName(annotation) { found.append((name, type)) }
        } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
          found.append((name, callee.baseName.text))
        }
      }
    }
    return found
  }
}
