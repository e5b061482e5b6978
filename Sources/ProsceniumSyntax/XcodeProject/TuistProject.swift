import Foundation
import SwiftParser
import SwiftSyntax

/// Reads a Tuist `Project.swift` with SwiftParser (never running it) into the same shape as an
/// Xcode project.
///
/// Targets written out (`Target(...)`, `.target(...)`) give their name, destinations or platform,
/// deployment targets, product and `sources` globs, with top-level constants of the manifest
/// followed (`let deploymentTarget = DeploymentTargets.iOS("15.0")`). A manifest that builds its
/// targets through helper functions (`Project.makeModule(...)`) declares none the reader can see:
/// its project's `deploymentTargets` then carry the lowest version the manifest or the helpers in
/// `Tuist/ProjectDescriptionHelpers` write, for the files under the manifest's folder that no
/// target claims.
package enum TuistProject {
  /// Reads the manifest at `path` (absolute); `helpers` are the texts of the project's
  /// `ProjectDescriptionHelpers` files.
  ///
  /// - Throws: `XcodeProjectError` when the file cannot be read.
  package static func read(manifestAt path: String, helpers: [String] = []) throws -> XcodeProject {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw XcodeProjectError(file: path, reason: "cannot read the file")
    }
    return parse(String(decoding: data, as: UTF8.self), manifestPath: path, helpers: helpers)
  }

  /// The project the manifest `text` describes, with paths resolved against its folder.
  package static func parse(_ text: String, manifestPath: String, helpers: [String] = []) -> XcodeProject {
    let tree = Parser.parse(source: text)
    let folder = StandardizedPath.parent(of: StandardizedPath.standardize(manifestPath))
    var constants: [String: ExprSyntax] = [:]
    for item in tree.statements {
      guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value
        {
          constants[name] = value
        }
      }
    }
    let helperTrees = helpers.map { Parser.parse(source: $0) }
    let versionConstants = VersionConstants.all(in: [tree] + helperTrees)
    let reader = ConstantReader(constants: constants, versionConstants: versionConstants)
    var targets: [XcodeProject.Target] = []
    for call in TargetCalls.all(in: tree) {
      guard let name = reader.argument(call, "name").flatMap(reader.string) else { continue }
      let platformTokens =
        (reader.argument(call, "destinations") ?? reader.argument(call, "platform"))
        .map(reader.identifiers) ?? []
      let platforms = Set(platformTokens.compactMap(platformName))
      let versions =
        (reader.argument(call, "deploymentTargets") ?? reader.argument(call, "deploymentTarget"))
        .map(reader.deploymentTargets) ?? [:]
      var files: Set<String> = []
      var folders: [String] = []
      for pattern in reader.argument(call, "sources").map(reader.strings) ?? [] {
        let path = globFolder(pattern)
        let absolute = path.isEmpty ? folder : StandardizedPath.join(folder, path)
        if absolute.hasSuffix(".swift") { files.insert(absolute) } else { folders.append(absolute) }
      }
      let product = reader.argument(call, "product").map(reader.identifiers) ?? []
      targets.append(
        XcodeProject.Target(
          name: name, productType: product.first,
          isTest: product.contains { $0 == "unitTests" || $0 == "uiTests" }, platforms: platforms,
          deploymentTargets: versions, sourceFiles: files, synchronizedFolders: folders))
    }
    // Versions the manifest or its helpers write anywhere: the project's default.
    var defaults: [String: String] = [:]
    for source in [tree] + helperTrees {
      for (platform, version) in reader.deploymentTargets(in: Syntax(source)) {
        if let known = defaults[platform], isLower(known, than: version) { continue }
        defaults[platform] = version
      }
    }
    return XcodeProject(path: StandardizedPath.standardize(manifestPath), targets: targets, deploymentTargets: defaults)
  }

  /// `"Sources/**"` → `Sources`; `"App/Sources/**/*.swift"` → `App/Sources`; `"**"` → ``.
  static func globFolder(_ pattern: String) -> String {
    var path = pattern
    if let star = path.firstIndex(where: { $0 == "*" || $0 == "{" || $0 == "?" }) { path = String(path[..<star]) }
    while path.hasSuffix("/") { path.removeLast() }
    if path.hasPrefix("./") { path.removeFirst(2) }
    return path
  }

  /// The platform a destination or platform name builds for.
  static func platformName(_ name: String) -> String? {
    switch name {
    case "iOS", "iPhone", "iPad": "iOS"
    case "tvOS", "appleTv": "tvOS"
    case "macOS", "mac", "macWithiPadDesign", "macCatalyst": name == "macOS" || name == "mac" ? "macOS" : "iOS"
    case "watchOS", "appleWatch": "watchOS"
    case "visionOS", "appleVision", "appleVisionWithiPadDesign": "visionOS"
    default: nil
    }
  }

  /// Every call that declares a target: `Target(...)`, `Target.target(...)`, `.target(...)`
  /// with a `name:` argument (a dependency `.target(name: "X")` has no other argument and is left out).
  private final class TargetCalls: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    static func all(in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
      let visitor = TargetCalls(viewMode: .sourceAccurate)
      visitor.walk(tree)
      return visitor.calls
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let labels = node.arguments.compactMap { $0.label?.text }
      let called: String? =
        node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      if called == "Target" || called == "target", labels.contains("name"),
        labels.contains("sources") || labels.contains("product") || labels.contains("destinations")
          || labels.contains("platform")
      {
        calls.append(node)
      }
      return .visitChildren
    }
  }

  /// Reads values written literally, or through a top-level constant of the manifest.
  private struct ConstantReader {
    let constants: [String: ExprSyntax]
    /// Constants anywhere in the manifest or helpers whose value is a version literal
    /// (`static let targetVersion: SettingValue = "18.0"`), by name.
    let versionConstants: [String: String]

    func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
      call.arguments.first { $0.label?.text == label }.map { resolved($0.expression) }
    }

    /// The constant a plain reference names, followed once.
    func resolved(_ expression: ExprSyntax) -> ExprSyntax {
      if let reference = expression.as(DeclReferenceExprSyntax.self), let value = constants[reference.baseName.text] {
        return value
      }
      return expression
    }

    func string(_ expression: ExprSyntax) -> String? {
      guard let literal = resolved(expression).as(StringLiteralExprSyntax.self), literal.segments.count == 1,
        case .stringSegment(let segment) = literal.segments.first
      else { return nil }
      return segment.content.text
    }

    /// The string literals of an array, or of `.paths([...])`, or a single literal.
    func strings(_ expression: ExprSyntax) -> [String] {
      let value = resolved(expression)
      if let single = string(value) { return [single] }
      var result: [String] = []
      for token in value.tokens(viewMode: .sourceAccurate) {
        if case .stringSegment(let text) = token.tokenKind { result.append(text) }
      }
      return result
    }

    /// The identifiers an expression names (`.iOS`, `[.iPhone, .iPad]`, `.unitTests`).
    func identifiers(_ expression: ExprSyntax) -> [String] {
      resolved(expression).tokens(viewMode: .sourceAccurate).compactMap { token in
        if case .identifier(let text) = token.tokenKind { return text }
        return nil
      }
    }

    /// A version literal, or the version constant the expression names
    /// (`DefaultSetting.targetVersion.stringValue`).
    func version(of expression: ExprSyntax) -> String? {
      if let literal = TuistProject.literal(resolved(expression)) { return literal }
      for name in identifiers(expression).reversed() {
        if let version = versionConstants[name] { return version }
      }
      return nil
    }

    func deploymentTargets(_ expression: ExprSyntax) -> [String: String] {
      deploymentTargets(in: Syntax(resolved(expression)))
    }

    /// `.iOS("15.0")`, `.multiplatform(iOS: "15.0", macOS: "12.0")`,
    /// `.iOS(targetVersion: "15.0", devices: .iphone)`, `"IPHONEOS_DEPLOYMENT_TARGET": "15.0"`:
    /// each platform's version under `node`, through version constants where one is named.
    func deploymentTargets(in node: Syntax) -> [String: String] {
      var result: [String: String] = [:]
      final class Calls: SyntaxVisitor {
        var found: [(String, String)] = []
        let versions: (ExprSyntax) -> String?
        init(versions: @escaping (ExprSyntax) -> String?) {
          self.versions = versions
          super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
          let called = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          if let called, let platform = TuistProject.platformName(called), called == platform,
            let first = node.arguments.first, first.label == nil || first.label?.text == "targetVersion",
            let version = versions(first.expression)
          {
            found.append((platform, version))
          } else if called == "multiplatform" {
            for argument in node.arguments {
              if let label = argument.label?.text, let platform = TuistProject.platformName(label), label == platform,
                let version = versions(argument.expression)
              {
                found.append((platform, version))
              }
            }
          }
          return .visitChildren
        }
        override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
          if let key = node.key.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription,
            let platform = XcodeGenProject.deploymentSettings.first(where: { $0.setting == key })?.platform,
            let version = versions(node.value)
          {
            found.append((platform, version))
          }
          return .visitChildren
        }
      }
      let visitor = Calls(versions: version(of:))
      visitor.walk(node)
      for (platform, version) in visitor.found {
        if let known = result[platform], TuistProject.isLower(known, than: version) { continue }
        result[platform] = version
      }
      return result
    }
  }

  /// Collects the version literals bound to names anywhere in the given files.
  private final class VersionConstants: SyntaxVisitor {
    var table: [String: String] = [:]

    static func all(in trees: [SourceFileSyntax]) -> [String: String] {
      let visitor = VersionConstants(viewMode: .sourceAccurate)
      for tree in trees { visitor.walk(tree) }
      return visitor.table
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = node.initializer?.value, let version = TuistProject.literal(value), table[name] == nil
      {
        table[name] = version
      }
      return .visitChildren
    }
  }

  /// Whether `lhs` is a lower version than `rhs` (`"9.0"` < `"15.0"`); a text that is no version
  /// never is.
  static func isLower(_ lhs: String, than rhs: String) -> Bool {
    guard let left = VersionText(lhs), let right = VersionText(rhs) else { return false }
    return left < right
  }

  /// A version written as a string literal, looking like one (`"15.0"`, `"17"`).
  static func literal(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      case .stringSegment(let segment) = literal.segments.first,
      let first = segment.content.text.first, first.isNumber
    else { return nil }
    return segment.content.text
  }
}
