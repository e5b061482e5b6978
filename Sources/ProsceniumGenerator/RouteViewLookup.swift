import SwiftSyntax

/// The view a new route's arm builds (`new route CASE --router ENUM`): the project's `<Case>View` or `<Case>Screen`, or
/// the type `--view` names, built from the case's values and the project's own types so the arm compiles as written.
/// When there is no such view, or it cannot be built, the route is refused with what to pass instead; an editor
/// placeholder would leave the enum's file broken.
package struct RouteViewLookup: Sendable {
  package var enumName: String
  package var routeCase: RouteCase
  /// The type `--view` names, if any.
  package var viewType: String?

  package init(enumName: String, routeCase: RouteCase, viewType: String? = nil) {
    self.enumName = enumName
    self.routeCase = routeCase
    self.viewType = viewType
  }

  /// The type names looked for, in order: `ProfileView`, `ProfileScreen` for the case `profile`.
  package var candidates: [String] {
    if let viewType { return [viewType] }
    let stem = routeCase.name.prefix(1).uppercased() + routeCase.name.dropFirst()
    return [stem + "View", stem + "Screen"]
  }

  /// The arm's expression: `ProfileView(id: id)`.
  ///
  /// - Parameter sources: The project's Swift files by absolute path.
  /// - Throws: `GeneratorError.cannotEdit` when no candidate is declared, or none can be built.
  package func destination(sources: [String: String]) throws(GeneratorError) -> String {
    let types = ProjectTypeIndex(sources: sources)
    let values = Dictionary(routeCase.values.map { ($0.label, $0.type) }) { first, _ in first }
    let declared = candidates.filter { !types.declarations(named: $0).isEmpty }
    for name in declared {
      if let built = types.expression(building: name, values: values) { return built }
    }
    let caseText = "'.\(routeCase.declaration)'"
    guard let first = declared.first else {
      let names = candidates.map { "'\($0)'" }.joined(separator: " or ")
      throw .cannotEdit(
        path: enumName,
        reason: "no view for \(caseText): the project declares no \(names); pass '--view TypeName' to name the "
          + "screen the route shows, or generate it first with 'proscenium new feature'; nothing was written")
    }
    let given =
      routeCase.values.isEmpty
      ? "no values" : "the values (\(routeCase.values.map { "\($0.label): \($0.type)" }.joined(separator: ", ")))"
    let needs = (types.declarations(named: first).first?.initializers ?? []).map { parameters in
      "("
        + parameters.filter { !$0.hasDefault }.map { "\($0.label ?? "_"): \($0.type.trimmedDescription)" }
        .joined(separator: ", ") + ")"
    }
    let takes = needs.isEmpty ? "" : " (it takes \(needs.joined(separator: " or ")))"
    throw .cannotEdit(
      path: enumName,
      reason: "cannot build '\(first)' for \(caseText): none of its initializers\(takes) can be called with "
        + "\(given) and the types the project builds; give the case the values the view takes "
        + "('\(routeCase.name)(id: Int)' binds 'id'), or pass '--view TypeName'; nothing was written")
  }
}
