import ProsceniumCheck
import SwiftSyntax

/// What the code around a node guarantees about the OS it runs on: `if #available` and
/// `guard #available` checks, `@available` on enclosing declarations, and `#if os(...)` blocks.
enum AvailabilityScope {
  /// The platforms of `needed` for which nothing around `node` guarantees the needed version.
  ///
  /// Walks the ancestors once (a use of a listed API is rare, so this stays cheap). A check for
  /// a lower version than needed does not count. `#if` blocks whose condition involves
  /// `compiler(...)`, `swift(...)` or `canImport(...)` of a framework (not of UIKit, AppKit or
  /// WatchKit, which only select platforms) are taken as a deliberate guard, since the code may
  /// only build with an SDK where the author has handled availability.
  static func unguardedPlatforms(of node: Syntax, needed: [ApplePlatform: OSVersion]) -> Set<ApplePlatform> {
    var remaining = Set(needed.keys)
    var child = node
    // The node itself first: a macro declaration such as `@available(iOS 17, *) #Preview` carries
    // its own attributes.
    var current: Syntax? = node
    while let ancestor = current, !remaining.isEmpty {
      if let ifExpr = IfExprSyntax(ancestor) {
        if child.id == ifExpr.body.id {
          remove(from: &remaining, guaranteedBy: ifExpr.conditions, keyword: "#available", needed: needed)
        } else if let elseBody = ifExpr.elseBody, child.id == elseBody.id {
          remove(from: &remaining, guaranteedBy: ifExpr.conditions, keyword: "#unavailable", needed: needed)
        }
      } else if let items = CodeBlockItemListSyntax(ancestor) {
        for item in items {
          if item.id == child.id { break }
          if let guardStmt = GuardStmtSyntax(item.item) {
            remove(from: &remaining, guaranteedBy: guardStmt.conditions, keyword: "#available", needed: needed)
          }
        }
      } else if let clause = IfConfigClauseSyntax(ancestor) {
        narrow(&remaining, by: clause)
      }
      if mayHaveAttributes(ancestor.kind), let declaration = ancestor.asProtocol(WithAttributesSyntax.self),
        ancestor.kind != .closureSignature
      {
        for element in declaration.attributes {
          guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available",
            case .availability(let arguments) = attribute.arguments
          else { continue }
          remove(from: &remaining, guaranteedBy: arguments, needed: needed)
        }
      }
      child = ancestor
      current = ancestor.parent
    }
    return remaining
  }

  /// Whether nodes of `kind` conform to `WithAttributesSyntax`: the kinds SwiftSyntax declares it
  /// for. `asProtocol` costs thousands of instructions, even to answer no for an expression.
  private static func mayHaveAttributes(_ kind: SyntaxKind) -> Bool {
    switch kind {
    case .accessorDecl, .actorDecl, .associatedTypeDecl, .attributedType, .classDecl, .closureParameter,
      .closureSignature, .deinitializerDecl, .editorPlaceholderDecl, .enumCaseDecl, .enumDecl, .extensionDecl,
      .functionDecl, .functionParameter, .genericParameter, .importDecl, .initializerDecl, .macroDecl,
      .macroExpansionDecl, .missingDecl, .precedenceGroupDecl, .protocolDecl, .structDecl, .subscriptDecl,
      .typeAliasDecl, .variableDecl:
      return true
    default:
      return false
    }
  }

  /// Applies `if`/`guard` conditions: `#available(iOS 17, *)` guarantees iOS 17 in the body.
  private static func remove(
    from remaining: inout Set<ApplePlatform>, guaranteedBy conditions: ConditionElementListSyntax, keyword: String,
    needed: [ApplePlatform: OSVersion]
  ) {
    for element in conditions {
      guard case .availability(let condition) = element.condition,
        condition.availabilityKeyword.text == keyword
      else { continue }
      for argument in condition.availabilityArguments {
        guard case .availabilityVersionRestriction(let restriction) = argument.argument,
          let platform = platform(named: restriction.platform.text), let wanted = needed[platform],
          let version = restriction.version.flatMap({ OSVersion(parsing: $0.trimmedDescription) }), version >= wanted
        else { continue }
        remaining.remove(platform)
      }
    }
  }

  /// Applies an `@available(...)` attribute: `iOS 17`, `iOS, introduced: 17`, or an
  /// `unavailable` platform (the code never runs there).
  private static func remove(
    from remaining: inout Set<ApplePlatform>, guaranteedBy arguments: AvailabilityArgumentListSyntax,
    needed: [ApplePlatform: OSVersion]
  ) {
    var namedPlatform: ApplePlatform?
    var isWildcard = false
    for argument in arguments {
      switch argument.argument {
      case .availabilityVersionRestriction(let restriction):
        if let platform = platform(named: restriction.platform.text), let wanted = needed[platform],
          let version = restriction.version.flatMap({ OSVersion(parsing: $0.trimmedDescription) }), version >= wanted
        {
          remaining.remove(platform)
        }
      case .token(let token):
        if token.text == "*" {
          isWildcard = true
        } else if token.text == "unavailable" {
          if let namedPlatform { remaining.remove(namedPlatform) } else if isWildcard { remaining.removeAll() }
        } else if let platform = platform(named: token.text) {
          namedPlatform = platform
        }
      case .availabilityLabeledArgument(let labeled):
        guard labeled.label.text == "introduced", let namedPlatform, let wanted = needed[namedPlatform],
          case .version(let tuple) = labeled.value, let version = OSVersion(parsing: tuple.trimmedDescription),
          version >= wanted
        else { continue }
        remaining.remove(namedPlatform)
      @unknown default:
        continue
      }
    }
  }

  /// Applies a `#if` clause: `#if os(iOS)` keeps only iOS, `#if !os(tvOS)` drops tvOS, an `#else`
  /// drops the platforms its earlier clauses selected.
  private static func narrow(_ remaining: inout Set<ApplePlatform>, by clause: IfConfigClauseSyntax) {
    if let condition = clause.condition {
      if isDeliberateGuard(condition) {
        remaining.removeAll()
        return
      }
      if let selected = selectedPlatforms(condition) { remaining.formIntersection(selected) }
    }
    // Earlier clauses that matched exclude their platforms from this one.
    guard let clauses = clause.parent.flatMap({ IfConfigClauseListSyntax($0) }) else { return }
    for earlier in clauses {
      if earlier.id == clause.id { break }
      if let condition = earlier.condition, let selected = selectedPlatforms(condition) {
        remaining.subtract(selected)
      }
    }
  }

  /// The platforms a pure `os(...)` condition selects, or `nil` when it is about something else.
  private static func selectedPlatforms(_ condition: ExprSyntax) -> Set<ApplePlatform>? {
    if let call = FunctionCallExprSyntax(condition),
      DeclReferenceExprSyntax(call.calledExpression)?.baseName.text == "os",
      let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
    {
      return platform(named: argument.baseName.text).map { [$0] } ?? []
    }
    if let module = canImportModule(condition), let platforms = platformModules[module] {
      return platforms
    }
    if let prefix = PrefixOperatorExprSyntax(condition), prefix.operator.text == "!",
      let inner = selectedPlatforms(prefix.expression)
    {
      return Set(ApplePlatform.allCases).subtracting(inner)
    }
    if let tuple = TupleExprSyntax(condition), tuple.elements.count == 1, let only = tuple.elements.first {
      return selectedPlatforms(only.expression)
    }
    // The parser leaves `a || b` unfolded, as a sequence of operands and operators.
    if let sequence = SequenceExprSyntax(condition) {
      var operands: [Set<ApplePlatform>] = []
      var operators: Set<String> = []
      for element in sequence.elements {
        if let op = BinaryOperatorExprSyntax(element) {
          operators.insert(op.operator.text)
        } else if let selected = selectedPlatforms(element) {
          operands.append(selected)
        } else {
          return nil
        }
      }
      guard let first = operands.first, operators.count == 1 else { return nil }
      if operators.contains("||") { return operands.dropFirst().reduce(first) { $0.union($1) } }
      if operators.contains("&&") { return operands.dropFirst().reduce(first) { $0.intersection($1) } }
    }
    return nil
  }

  /// Modules whose `canImport` only says which platform the code builds for.
  private static let platformModules: [String: Set<ApplePlatform>] = [
    "UIKit": [.iOS, .tvOS, .visionOS], "AppKit": [.macOS], "WatchKit": [.watchOS],
  ]

  /// `canImport(X)` → `X`.
  private static func canImportModule(_ condition: ExprSyntax) -> String? {
    guard let call = FunctionCallExprSyntax(condition),
      DeclReferenceExprSyntax(call.calledExpression)?.baseName.text == "canImport"
    else { return nil }
    return call.arguments.first?.expression.trimmedDescription
  }

  /// `compiler(...)`, `swift(...)` and `canImport(...)` of a module that is not a platform
  /// selector (a newer framework, say) mark code the author guarded deliberately.
  private static func isDeliberateGuard(_ condition: ExprSyntax) -> Bool {
    var deliberate = false
    for token in condition.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      if name == "compiler" || name == "swift" { deliberate = true }
      if name == "canImport", let reference = token.parent,
        let call = reference.parent.flatMap({ FunctionCallExprSyntax($0) }),
        let module = canImportModule(ExprSyntax(call)), platformModules[module] == nil
      {
        deliberate = true
      }
    }
    return deliberate
  }

  static func platform(named name: String) -> ApplePlatform? {
    switch name {
    // `iOSApplicationExtension` and friends speak about app extensions only, not the app.
    case "iOS": .iOS
    case "tvOS": .tvOS
    case "macOS", "OSX": .macOS
    case "watchOS": .watchOS
    case "visionOS", "xrOS": .visionOS
    default: nil
    }
  }
}
