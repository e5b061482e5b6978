import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// Which platforms a piece of code is built for, for rules whose advice only some platforms take:
/// Dynamic Type exists on iOS, watchOS and visionOS, not on macOS or tvOS.
enum PlatformScope {
  /// Whether the file's target, its folder and the `#if os(...)` around `node` leave a platform
  /// that has Dynamic Type: a Mac app's file, a tvOS folder's file or a `#if os(macOS)` branch
  /// cannot follow a setting its platform does not have.
  static func mayHaveDynamicType(_ context: RuleContext, at node: some SyntaxProtocol) -> Bool {
    let withDynamicType: Set<ApplePlatform> = [.iOS, .watchOS, .visionOS]
    let platforms = context.settings.platforms
    if !platforms.isEmpty, platforms.isDisjoint(with: withDynamicType) { return false }
    if platforms.isEmpty, isInFolderOfPlatformWithoutDynamicType(context.path) { return false }
    return !isInsideOSBranch(node, only: ["macOS", "tvOS"])
  }

  /// A folder named for tvOS or macOS (`Shared/tvOS/`, `MyAppTV/`, `macOS/`) in a project that
  /// does not say which platforms a file is built for.
  private static func isInFolderOfPlatformWithoutDynamicType(_ path: String) -> Bool {
    path.pathParts.dropLast().contains { folder in
      folder.containsIgnoringCase("tvos") || folder.containsIgnoringCase("macos")
        || (folder.hasSuffix("TV") && folder.count > 2)
    }
  }

  /// Whether `node` sits in an `#if` branch whose condition names only platforms among `only`
  /// (`#if os(macOS)`, `#if os(tvOS) || os(macOS)`), so the code never builds elsewhere.
  static func isInsideOSBranch(_ node: some SyntaxProtocol, only platforms: Set<String>) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if let clause = IfConfigClauseSyntax(ancestor), let condition = clause.condition,
        clause.poundKeyword.tokenKind != .poundElse
      {
        let named = osNames(in: condition)
        let negated = condition.tokens(viewMode: .sourceAccurate).contains { $0.text == "!" }
        if !named.isEmpty, !negated, named.isSubset(of: platforms) { return true }
      }
      current = ancestor.parent
    }
    return false
  }

  /// The platform names inside `os(...)` checks of a condition.
  private static func osNames(in condition: ExprSyntax) -> Set<String> {
    var names: Set<String> = []
    for token in condition.tokens(viewMode: .sourceAccurate) where token.text == "os" {
      if let call = token.parent?.parent.flatMap({ FunctionCallExprSyntax($0) }),
        let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
      {
        names.insert(argument.baseName.text)
      }
    }
    return names
  }
}
