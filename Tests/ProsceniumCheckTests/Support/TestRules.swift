import ProsceniumCheck
import SwiftSyntax

// Small rules that exist only to exercise the engine: what they flag is trivial, so a test can
// say exactly which findings the engine must produce.

/// The values a rule's options can take, for configuration and schema tests.
enum NamingStyle: String, CaseIterable, Sendable {
  case camel, snake
}

/// `test_struct`: flags every struct; its options cover every option kind.
final class StructRule: Rule {
  struct Options: RuleOptions {
    var minimumLength = 0
    var style = NamingStyle.camel
    var allowed: [String] = []
    var strict = false
    var label = "struct"

    static var fields: [OptionField<Options>] {
      [
        .integer("minimum_length", \.minimumLength, minimum: 0, "names shorter than this are ignored"),
        .oneOf("style", \.style, "the naming style"),
        .stringList("allowed", \.allowed, "names that are never flagged"),
        .boolean("strict", \.strict, "also flag enums"),
        .string("label", \.label, "the word used in messages"),
      ]
    }
  }

  static let description = RuleDescription(
    id: "test_struct", summary: "flags every struct", rationale: "a test rule", sources: [], family: .style,
    examples: [])
  static let visitedKinds: Set<SyntaxKind> = [.structDecl, .enumDecl]

  private let options: Options
  private let context: RuleContext

  init(options: Options, context: RuleContext) {
    self.options = options
    self.context = context
  }

  func visit(_ node: Syntax) {
    if let declaration = node.as(StructDeclSyntax.self) {
      flag(declaration.name)
    } else if options.strict, let declaration = node.as(EnumDeclSyntax.self) {
      flag(declaration.name)
    }
  }

  private func flag(_ name: TokenSyntax) {
    guard name.text.count >= options.minimumLength, !options.allowed.contains(name.text) else { return }
    context.report("\(options.label) '\(name.text)'", at: name)
  }
}

/// `test_opt_in`: flags every class, only when enabled.
final class OptInClassRule: Rule {
  static let description = RuleDescription(
    id: "test_opt_in", summary: "flags every class", rationale: "a test rule", sources: [], family: .style,
    defaultSeverity: .error, isOptIn: true, examples: [])
  static let visitedKinds: Set<SyntaxKind> = [.classDecl]

  private let context: RuleContext

  init(options: NoOptions, context: RuleContext) {
    self.context = context
  }

  func visit(_ node: Syntax) {
    guard let declaration = node.as(ClassDeclSyntax.self) else { return }
    context.report("class '\(declaration.name.text)'", at: declaration.name)
  }
}

/// `test_view_struct`: flags a struct only if the project index says it is a view, which the
/// engine can only know after every file is indexed.
final class DeferredViewRule: Rule {
  static let description = RuleDescription(
    id: "test_view_struct", summary: "flags structs that are views", rationale: "a test rule", sources: [],
    family: .swiftUIViews, examples: [])
  static let visitedKinds: Set<SyntaxKind> = [.structDecl]

  private let context: RuleContext

  init(options: NoOptions, context: RuleContext) {
    self.context = context
  }

  func visit(_ node: Syntax) {
    guard let declaration = node.as(StructDeclSyntax.self) else { return }
    let name = declaration.name.text
    context.report("view '\(name)'", at: declaration.name, when: .type(name, is: .view))
  }
}

/// `test_visit_order`: reports, in `finish()`, the order in which it received nodes, so tests
/// can check the walk (parents before children, source order) and `finish()` itself.
final class VisitOrderRule: Rule {
  static let description = RuleDescription(
    id: "test_visit_order", summary: "records the visit order", rationale: "a test rule", sources: [],
    family: .style, examples: [])
  static let visitedKinds: Set<SyntaxKind> = [.structDecl, .functionDecl, .variableDecl, .codeBlockItemList]

  private let context: RuleContext
  private var visited: [String] = []

  init(options: NoOptions, context: RuleContext) {
    self.context = context
  }

  func visit(_ node: Syntax) {
    if let declaration = node.as(StructDeclSyntax.self) {
      visited.append("struct \(declaration.name.text)")
    } else if let declaration = node.as(FunctionDeclSyntax.self) {
      visited.append("func \(declaration.name.text)")
    } else if let declaration = node.as(VariableDeclSyntax.self) {
      visited.append("var \(declaration.bindings.first?.pattern.trimmedDescription ?? "")")
    } else if node.is(CodeBlockItemListSyntax.self) {
      visited.append("list")
    }
  }

  func finish() {
    context.report(visited.joined(separator: ", "), from: context.tree.position, to: context.tree.position)
  }
}

/// `test_token`: flags every identifier token spelled `flagMe`.
final class TokenRule: Rule {
  static let description = RuleDescription(
    id: "test_token", summary: "flags 'flagMe'", rationale: "a test rule", sources: [], family: .style,
    examples: [])
  static let visitedKinds: Set<SyntaxKind> = [.token]

  private let context: RuleContext

  init(options: NoOptions, context: RuleContext) {
    self.context = context
  }

  func visit(_ node: Syntax) {
    guard let token = node.as(TokenSyntax.self), token.text == "flagMe" else { return }
    context.report("'flagMe' used", at: token)
  }
}

/// `unparsable_file` as the engine tests see it: the real rule lives in `ProsceniumRules`, which
/// this target does not import; the engine only needs a rule with this id in the catalogue.
final class UnparsableFileStandIn: Rule {
  static let description = RuleDescription(
    id: unparsableFileRuleID, summary: "file that cannot be read or parsed", rationale: "a test rule", sources: [],
    family: .engine, defaultSeverity: .error, isKeptByOnly: true, examples: [])
  static let visitedKinds: Set<SyntaxKind> = []

  init(options: NoOptions, context: RuleContext) {}

  func visit(_ node: Syntax) {}
}

/// The catalogue the engine tests run against.
enum TestCatalog {
  static let strict = Preset(
    name: "strict", summary: "turns on the opt-in rule", sources: [.uikitMVP], enabledRules: ["test_opt_in"],
    options: ["test_struct": .object([("minimum_length", .number(3)), ("label", .string("preset"))])])
  static let quiet = Preset(
    name: "quiet", summary: "turns off the struct rule", sources: [.cleanLayers], disabledRules: ["test_struct"])

  static let catalog = RuleCatalog(
    rules: [
      RuleType(StructRule.self), RuleType(OptInClassRule.self), RuleType(DeferredViewRule.self),
      RuleType(VisitOrderRule.self), RuleType(TokenRule.self), RuleType(UnparsableFileStandIn.self),
    ],
    presets: [strict, quiet])

  static func rule(_ id: String, options: String? = nil) throws -> ConfiguredRule {
    guard let type = catalog.rule(id: id) else { throw TestFailure("no rule \(id)") }
    return try type.configured(options: options.map { try JSONParser.parse($0) })
  }
}

struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
