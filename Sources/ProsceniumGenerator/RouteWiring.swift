import Foundation
import ProsceniumSyntax
import SwiftParser
import SwiftSyntax

/// Adds a route: a case to the route enum, the matching arm to the `switch self` that builds each route's view, and
/// its link to the project's `DeepLinks` table when there is one, each found and edited through the syntax tree so
/// the rest of each file, formatting included, stays as it was.
///
/// ```swift
/// enum AppRoute: Hashable {
///   case profile(id: Int)
///   case orderHistory            // added
///
///   @ViewBuilder func view() -> some View {
///     switch self {
///     case .profile(let id): ProfileView(id: id)
///     case .orderHistory:        // added
///       OrderHistoryView(...)    // added
///     }
///   }
/// }
/// ```
package struct RouteWiring: Sendable {
  /// The route enum's name: `AppRoute`.
  package var enumName: String
  /// The case to add: `orderHistory`, or with values `orderDetail(id: Int)`.
  package var routeCase: RouteCase
  /// The arm's body, one expression: `OrderHistoryView(...)`; the case's values are bound by their labels.
  package var destination: String
  /// Where the arm's view is found instead of `destination` (`new route`): looked up only when the project has a
  /// view builder to add the arm to, so a project without one needs no view.
  package var view: RouteViewLookup?

  /// The case's name: `orderHistory`.
  package var caseName: String { routeCase.name }

  package init(enumName: String, routeCase: RouteCase, destination: String) {
    self.enumName = enumName
    self.routeCase = routeCase
    self.destination = destination
  }

  /// A route whose arm builds the view `view` finds in the project.
  package init(enumName: String, view: RouteViewLookup) {
    self.init(enumName: enumName, routeCase: view.routeCase, destination: "")
    self.view = view
  }

  package init(enumName: String, caseName: String, destination: String) {
    self.init(enumName: enumName, routeCase: RouteCase(name: caseName), destination: destination)
  }

  /// Checks that `raw` can name an enum case: a Swift identifier that is no keyword.
  package static func validateCaseName(_ raw: String) throws(GeneratorError) {
    let upper = raw.prefix(1).uppercased() + raw.dropFirst()
    if raw.first?.isUppercase == true || FeatureName.problem(with: upper) != nil
      || FeatureName.swiftKeywords.contains(raw)
    {
      let reason =
        raw.first?.isUppercase == true
        ? "enum cases start with a lowercase letter" : FeatureName.problem(with: upper) ?? "'\(raw)' is a Swift keyword"
      throw .invalidName(raw, reason: reason)
    }
  }

  /// The edited files.
  ///
  /// - Parameters:
  ///   - sources: The project's Swift files by absolute path; only those mentioning the enum are parsed.
  ///   - projectSources: Every Swift file of the project, where `view` looks for the arm's view; `sources` if `nil`.
  /// - Returns: The edits (one file when the view builder sits in the enum's file) and notes for the user, such as a
  ///   missing view builder.
  /// - Throws: `GeneratorError.cannotEdit` when the enum is missing or declared twice, already has the case, or the
  ///   arm's view cannot be found or built.
  package func plan(sources: [String: String], projectSources: [String: String]? = nil) throws(GeneratorError) -> (
    files: [PlannedFile], notes: [String]
  ) {
    var enums: [(path: String, declaration: EnumDeclSyntax)] = []
    var switches: [(path: String, node: SwitchExprSyntax)] = []
    var trees: [String: SourceFileSyntax] = [:]
    for (path, text) in sources.sorted(by: { $0.key < $1.key }) where text.contains(enumName) {
      let tree = Parser.parse(source: text)
      trees[path] = tree
      let finder = RouteFinder(enumName: enumName)
      finder.walk(tree)
      enums += finder.enums.map { (path, $0) }
      switches += finder.switches.map { (path, $0) }
    }
    guard let (enumPath, declaration) = enums.first else {
      throw .cannotEdit(path: enumName, reason: "no enum named '\(enumName)' in the project")
    }
    if enums.count > 1 {
      throw .cannotEdit(
        path: enumPath,
        reason: "'\(enumName)' is declared \(enums.count) times (\(enums.map(\.path).joined(separator: ", ")))")
    }
    let cases = declaration.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
    if cases.flatMap(\.elements).contains(where: { $0.name.text == caseName }) {
      throw .cannotEdit(path: enumPath, reason: "'\(enumName)' already has a case '\(caseName)'")
    }
    var edits: [String: [TextEdit]] = [:]
    edits[enumPath, default: []].append(caseEdit(in: declaration, cases: cases, text: sources[enumPath] ?? ""))
    var notes: [String] = []
    let caseNames = Set(cases.flatMap(\.elements).map(\.name.text))
    if let (path, node) = switches.first(where: { Self.switchesOver(caseNames, $0.node) }) {
      let body = try view?.destination(sources: projectSources ?? sources) ?? destination
      if let edit = armEdit(in: node, body: body, text: sources[path] ?? "") { edits[path, default: []].append(edit) }
    } else {
      notes.append(
        "no 'switch self' over '\(enumName)' found; add the arm for '.\(caseName)' to its view builder by hand")
    }
    let deepLink = DeepLinkRegistration(enumName: enumName, routeCase: routeCase, caseNames: caseNames)
    switch deepLink.plan(sources: sources, trees: trees) {
    case .insert(let path, let edit): edits[path, default: []].append(edit)
    case .skipped(let note): notes.append(note)
    case .noTable: break
    }
    var files: [PlannedFile] = []
    for (path, fileEdits) in edits.sorted(by: { $0.key < $1.key }) {
      let original = sources[path] ?? ""
      let edited = TextEdit.apply(fileEdits.sorted { $0.start > $1.start }, to: original).text
      if Parser.parse(source: Self.fillingPlaceholders(edited)).hasError, trees[path]?.hasError == false {
        throw .cannotEdit(path: path, reason: "the edit would not parse; the file was left alone")
      }
      files.append(PlannedFile(path: path, contents: edited, existing: original, isEdit: true))
    }
    return (files, notes)
  }

  /// `text` with each editor placeholder (`<#…#>`) replaced by an identifier, so the parser judges the rest: a
  /// placeholder is left for the developer to fill and does not parse as an expression on its own.
  static func fillingPlaceholders(_ text: String) -> String {
    var output = ""
    var rest = Substring(text)
    while let open = rest.range(of: "<#"), let close = rest[open.upperBound...].range(of: "#>") {
      output += rest[..<open.lowerBound] + "placeholder"
      rest = rest[close.upperBound...]
    }
    return output + rest
  }

  /// Whether `node` switches over the enum: at least one of its patterns names one of its cases.
  static func switchesOver(_ caseNames: Set<String>, _ node: SwitchExprSyntax) -> Bool {
    if caseNames.isEmpty { return true }
    return node.cases.contains { element in
      guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { return false }
      return label.caseItems.contains { item in
        item.pattern.tokens(viewMode: .sourceAccurate).contains { caseNames.contains($0.text) }
      }
    }
  }

  /// The new `case` line after the last one, indented like it (and documented like it, when it has a doc comment).
  private func caseEdit(in declaration: EnumDeclSyntax, cases: [EnumCaseDeclSyntax], text: String) -> TextEdit {
    if let last = cases.last {
      let indent = Self.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
      let documented = last.leadingTrivia.contains { if case .docLineComment = $0 { true } else { false } }
      var insertion = "\n"
      if documented { insertion += indent + "/// The route to \(Self.words(caseName)).\n" }
      insertion += indent + "case \(routeCase.declaration)"
      return .insert(insertion, at: last.endPositionBeforeTrailingTrivia.utf8Offset)
    }
    let enumIndent = Self.indentation(ofLineAt: declaration.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
    let unit = Self.indentUnit(in: text)
    return .insert(
      "\n" + enumIndent + unit + "case \(routeCase.declaration)",
      at: declaration.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
  }

  /// The new arm after the last `case` arm (before `default`), indented like the arms around it.
  private func armEdit(in node: SwitchExprSyntax, body destination: String, text: String) -> TextEdit? {
    let arms = node.cases.compactMap { element -> SwitchCaseSyntax? in
      if case .switchCase(let switchCase) = element { return switchCase }
      return nil
    }
    guard let reference = arms.last(where: { if case .case = $0.label { true } else { false } }) ?? arms.last else {
      return nil
    }
    let labelIndent = Self.indentation(ofLineAt: reference.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
    var bodyIndent = labelIndent + Self.indentUnit(in: text)
    if let first = reference.statements.first {
      let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
      let lineIndent = Self.indentation(ofLineAt: start, in: text)
      if lineIndent.count > labelIndent.count { bodyIndent = lineIndent }
    }
    let arm = "case \(routeCase.pattern):\n" + bodyIndent + destination
    if case .default = reference.label {
      return .insert(arm + "\n" + labelIndent, at: reference.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    return .insert("\n" + labelIndent + arm, at: reference.endPositionBeforeTrailingTrivia.utf8Offset)
  }

  /// The whitespace that starts the line holding UTF-8 offset `offset`.
  static func indentation(ofLineAt offset: Int, in text: String) -> String {
    let bytes = Array(text.utf8)
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// One indentation step of `text`, two spaces when it does not tell.
  static func indentUnit(in text: String) -> String {
    Indentation.of(text).map(\.unit) ?? "  "
  }

  static func words(_ caseName: String) -> String {
    (try? FeatureName(caseName.prefix(1).uppercased() + caseName.dropFirst()).title.lowercased()) ?? caseName
  }
}

/// Collects the enum named `enumName` and every `switch self` inside it or its extensions.
private final class RouteFinder: SyntaxVisitor {
  let enumName: String
  var enums: [EnumDeclSyntax] = []
  var switches: [SwitchExprSyntax] = []
  private var depth = 0

  init(enumName: String) {
    self.enumName = enumName
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == enumName {
      enums.append(node)
      depth += 1
    }
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) {
    if node.name.text == enumName { depth -= 1 }
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) == enumName { depth += 1 }
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) {
    if node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) == enumName { depth -= 1 }
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    if depth > 0, node.subject.trimmedDescription == "self" { switches.append(node) }
    return .visitChildren
  }
}
