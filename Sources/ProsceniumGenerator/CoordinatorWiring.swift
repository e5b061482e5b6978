import ProsceniumSyntax
import SwiftParser
import SwiftSyntax

/// Hooks a new MVP screen into its coordinator (seed 004): a method that builds the screen with `make(...)`, the only
/// supported construction path, and the coordinator's conformance to the screen's delegate, both added to the
/// coordinator's file through its syntax tree so nothing else in it changes.
///
/// ```swift
/// final class AppCoordinator {
///   …
///   /// Orders, fully wired; the only caller of its `make(...)`.
///   func makeOrders() -> OrdersViewController {                 // added
///     OrdersViewController.make(repository: <#…#>, delegate: self)
///   }
/// }
///
/// // MARK: - OrdersCoordinatorDelegate                          // added
///
/// extension AppCoordinator: OrdersCoordinatorDelegate {
///   func orders(didSelect item: OrdersItem) {
///     <#show the selected item#>
///   }
/// }
/// ```
package struct CoordinatorWiring: Sendable {
  /// The coordinator class: `AppCoordinator`.
  package var coordinator: String
  package var name: FeatureName

  package init(coordinator: String, name: FeatureName) {
    self.coordinator = coordinator
    self.name = name
  }

  /// The edited coordinator file.
  ///
  /// - Parameter sources: The project's Swift files by absolute path.
  /// - Throws: `GeneratorError.cannotEdit` when the class is missing or declared twice, or already conforms.
  package func plan(sources: [String: String]) throws(GeneratorError) -> PlannedFile {
    var found: [(path: String, declaration: ClassDeclSyntax)] = []
    for (path, text) in sources.sorted(by: { $0.key < $1.key }) where text.contains(coordinator) {
      let finder = ClassFinder(name: coordinator)
      finder.walk(Parser.parse(source: text))
      found += finder.classes.map { (path, $0) }
    }
    guard let (path, declaration) = found.first else {
      throw .cannotEdit(path: coordinator, reason: "no class named '\(coordinator)' in the project")
    }
    if found.count > 1 {
      throw .cannotEdit(path: path, reason: "'\(coordinator)' is declared \(found.count) times")
    }
    let text = sources[path] ?? ""
    let delegate = "\(name.typeName)CoordinatorDelegate"
    if text.contains(": \(delegate)") || text.contains(", \(delegate)") {
      throw .cannotEdit(path: path, reason: "'\(coordinator)' already conforms to '\(delegate)'")
    }
    let unit = RouteWiring.indentUnit(in: text)
    let classIndent = RouteWiring.indentation(
      ofLineAt: declaration.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
    let member = classIndent + unit
    let type = name.typeName
    let method =
      "\n\n" + member + "/// \(name.title), fully wired; the only caller of its `make(...)`.\n"
      + member + "func make\(type)() -> \(type)ViewController {\n"
      + member + unit + "\(type)ViewController.make(repository: <#any \(type)Repository#>, delegate: self)\n"
      + member + "}"
    let lastMember = declaration.memberBlock.members.last
    let methodOffset =
      lastMember?.endPositionBeforeTrailingTrivia.utf8Offset
      ?? declaration.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    let conformance =
      "\n\n" + classIndent + "// MARK: - \(delegate)\n\n"
      + classIndent + "extension \(coordinator): \(delegate) {\n"
      + member + "func \(name.lowerCamel)(didSelect item: \(type)Item) {\n"
      + member + unit + "<#show the selected item#>\n"
      + member + "}\n"
      + classIndent + "}"
    let edits = [
      TextEdit.insert(conformance, at: declaration.endPositionBeforeTrailingTrivia.utf8Offset),
      TextEdit.insert(method, at: methodOffset),
    ]
    let edited = TextEdit.apply(edits, to: text).text
    if Parser.parse(source: RouteWiring.fillingPlaceholders(edited)).hasError,
      !Parser.parse(source: text).hasError
    {
      throw .cannotEdit(path: path, reason: "the edit would not parse; the file was left alone")
    }
    return PlannedFile(path: path, contents: edited, existing: text, isEdit: true)
  }
}

/// Collects the classes named `name`.
private final class ClassFinder: SyntaxVisitor {
  let name: String
  var classes: [ClassDeclSyntax] = []

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name { classes.append(node) }
    return .visitChildren
  }
}
