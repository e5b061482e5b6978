import ProsceniumSyntax
import SwiftParser
import SwiftSyntax

/// Hooks a new MVP screen into its coordinator (seed 004): a method that builds the screen with `make(...)`, the only
/// supported construction path, and the coordinator's conformance to the screen's delegate, both added to the
/// coordinator's file through its syntax tree so nothing else in it changes.
///
/// The repository passed to `make(...)` is the coordinator's own property of that type when it has one, else a type
/// conforming to it that is built with `()` (the feature's `Default<Name>Repository`), so the edit compiles as
/// written; when neither exists the edit is refused rather than left with a placeholder.
///
/// ```swift
/// final class AppCoordinator {
///   …
///   /// Orders, fully wired; the only caller of its `make(...)`.
///   func makeOrders() -> OrdersViewController {                 // added
///     OrdersViewController.make(repository: DefaultOrdersRepository(), delegate: self)
///   }
/// }
///
/// // MARK: - OrdersCoordinatorDelegate                          // added
///
/// extension AppCoordinator: OrdersCoordinatorDelegate {
///   func orders(didSelect item: OrdersItem) {
///     // Navigation from Orders: push or present the screen for `item` here.
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
  /// - Parameters:
  ///   - sources: The project's Swift files by absolute path; those mentioning the coordinator are parsed to find
  ///     it, and the types of all of them may supply the repository.
  ///   - planned: The feature's files about to be written, whose types may supply the repository.
  /// - Throws: `GeneratorError.cannotEdit` when the class is missing or declared twice, already conforms, or has no
  ///   repository to pass.
  package func plan(sources: [String: String], planned: [PlannedFile] = []) throws(GeneratorError) -> PlannedFile {
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
    let repositoryProtocol = "\(name.typeName)Repository"
    let types = ProjectTypeIndex(
      sources: sources, planned: Dictionary(planned.map { ($0.path, $0.contents) }) { _, last in last })
    let lookup = CoordinatorRepositoryLookup(protocolName: repositoryProtocol)
    guard let repository = lookup.argument(in: declaration, types: types)
    else {
      throw .cannotEdit(
        path: path,
        reason: "'\(coordinator)' has no property of type 'any \(repositoryProtocol)', and no type conforming to it "
          + "can be built (the built-in Repository.swift template declares 'Default\(repositoryProtocol)'); "
          + "add such a property to the coordinator, or such a type to the template override; nothing was written")
    }
    let unit = RouteWiring.indentUnit(in: text)
    let classIndent = RouteWiring.indentation(
      ofLineAt: declaration.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
    let member = classIndent + unit
    let type = name.typeName
    let method =
      "\n\n" + member + "/// \(name.title), fully wired; the only caller of its `make(...)`.\n"
      + member + "func make\(type)() -> \(type)ViewController {\n"
      + member + unit + "\(type)ViewController.make(repository: \(repository), delegate: self)\n"
      + member + "}"
    let lastMember = declaration.memberBlock.members.last
    let methodOffset =
      lastMember?.endPositionBeforeTrailingTrivia.utf8Offset
      ?? declaration.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    let conformance =
      "\n\n" + classIndent + "// MARK: - \(delegate)\n\n"
      + classIndent + "extension \(coordinator): \(delegate) {\n"
      + member + "func \(name.lowerCamel)(didSelect item: \(type)Item) {\n"
      + member + unit + "// Navigation from \(name.title): push or present the screen for `item` here.\n"
      + member + "}\n"
      + classIndent + "}"
    let edits = [
      TextEdit.insert(conformance, at: declaration.endPositionBeforeTrailingTrivia.utf8Offset),
      TextEdit.insert(method, at: methodOffset),
    ]
    let edited = TextEdit.apply(edits, to: text).text
    if Parser.parse(source: edited).hasError,
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
