import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `fixed_font_size`: text sized in points does not follow the reader's Dynamic Type setting.
package final class FixedFontSizeRule: SyntaxRule<FixedFontSizeRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Sizes above this are display glyphs (a dial's big number), left alone; 0 checks every size.
    package var largestCheckedSize = 0

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .integer(
          "largest_checked_size", \.largestCheckedSize,
          "leave sizes above this many points alone (display numbers, glyphs); 0 checks every size")
      ]
    }
  }

  package static let description = RuleDescription(
    id: "fixed_font_size",
    summary: "text sized with '.system(size:)' or 'Font.custom(_:size:)' without 'relativeTo:'",
    rationale: """
      Seed 000 makes Dynamic Type support a quality gate: text must grow and shrink with the size the reader \
      chose in Settings. A font made with '.system(size: 15)' or 'Font.custom("Inter", size: 15)' stays at 15 \
      points whatever that setting says, so readers who need large text cannot read the screen. Use a text \
      style ('.font(.body)', '.font(.system(.headline, design: .rounded))'), or keep the custom face and add \
      'relativeTo: .body' (iOS 14), which scales the size with that style. The rule flags those two calls when \
      the size is a number written in the code; a size read from a '@ScaledMetric' property or another value \
      may already scale and is left alone, as is 'Font.custom(_:fixedSize:)', which says on purpose that the \
      size is fixed. A font applied straight to an 'Image', or to a 'Label' styled '.iconOnly', sizes an icon, \
      not text, and is skipped; so are a size chosen only for tvOS ('isTV ? .system(size: 22) : .footnote'), \
      tests, previews, code built only for macOS or tvOS (neither has Dynamic Type: the file's target, a 'tvOS' or \
      'macOS' folder, or a '#if os(macOS)' branch says so), and sizes above 'largest_checked_size' when it is \
      set. UIKit fonts ('UIFont.systemFont(ofSize:)') are not checked: whether a label adjusts is set \
      elsewhere. It is opt-in: on 14 open-source apps a sample of 16 of its 123 findings held 5 wrong (69%, \
      2026-12-01) — emoji and SF Symbols sized as icons through text or a font parameter, a logo lockup drawn \
      for sharing, text an offline tool renders to a file: fixed on purpose, which the code does not say.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Dynamic Type support (quality gate)")
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    isOptIn: true,
    usesDeploymentTarget: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        struct ItemRow: View {
          let item: Item
          var body: some View {
            VStack(alignment: .leading, spacing: 4) {
              Text(item.title)
                .font(↓.system(size: 17, weight: .semibold))
              Text(item.subtitle)
                .font(↓Font.custom("Inter-Regular", size: 15))
            }
          }
        }
        """),
      .clean(
        """
        struct ItemRow: View {
          let item: Item
          @ScaledMetric(relativeTo: .body) private var badgeSize = 12
          var body: some View {
            VStack(alignment: .leading, spacing: 4) {
              Text(item.title)
                .font(.headline)
                .lineLimit(2)
              Text(item.subtitle)
                .font(.subheadline)
              Text(item.caption)
                .font(.custom("Inter-Regular", size: 13, relativeTo: .caption))
              Text("NEW")
                .font(.system(size: badgeSize))
              Text(item.price)
                .font(.custom("Inter-Bold", fixedSize: 28))
            }
          }
        }
        """,
        note: "seed 000's row uses text styles; a scaled metric, 'relativeTo:' and an explicit fixed size"),
      .clean(
        """
        struct EmptyState: View {
          var body: some View {
            VStack {
              Image(systemName: "tray")
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
              Text("Nothing here yet")
                .font(isTV ? .system(size: 28) : .title3)
              Label("Play", systemImage: "play.fill")
                .labelStyle(.iconOnly)
                .font(.system(size: 36, weight: .bold))
            }
          }
        }
        """,
        note: "a font on an image or an icon-only label sizes an icon; a size for tvOS only"),
      .clean(
        """
        struct MenuBarLabel: View {
          var body: some View {
            #if os(macOS)
            Text("Sync").font(.system(size: 11))
            #endif
          }
        }
        """,
        note: "macOS has no Dynamic Type"),
      .clean(
        """
        struct DialView: View {
          var body: some View {
            Text("\\(speed)").font(.system(size: 96, weight: .bold, design: .rounded))
          }
        }
        """,
        options: #"{"largest_checked_size": 40}"#,
        note: "a display number above 'largest_checked_size'"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  private var largestCheckedSize: Int { options.largestCheckedSize }
  private lazy var targets = DeploymentTargets(context)

  package func visit(_ node: Syntax) {
    // The name before the member: comparing it is cheaper than copying the member out.
    guard let reading = context.reading(ofCall: node), let name = reading.name, name == "system" || name == "custom",
      reading.member != nil, Self.isFontType(reading.base)
    else { return }
    visitFont(reading.call)
  }

  /// Apart from `visit(_:)`, so that the calls turned down by name do not fetch the metadata of
  /// every syntax type this body uses.
  @inline(never)
  private func visitFont(_ call: FunctionCallExprSyntax) {
    guard let size = call.argument(labeled: "size")?.expression,
      let points = Self.literalPoints(size), call.argument(labeled: "relativeTo") == nil
    else { return }
    if largestCheckedSize > 0, points > Double(largestCheckedSize) { return }
    guard !Self.sizesAnImage(call), !Self.isTVOnlyChoice(call), !call.isInPreview,
      PlatformScope.mayHaveDynamicType(context, at: call)
    else {
      return
    }
    // `relativeTo:` is iOS 14: older targets are offered the text styles only.
    let relative = targets.status(of: APIAvailabilityTable.customFontRelativeTo, at: Syntax(call)) != .unavailable
    let advice =
      relative
      ? "use a text style ('.body', '.headline') or 'Font.custom(_:size:relativeTo:)'"
      : "use a text style ('.body', '.headline')"
    context.report("this size ignores Dynamic Type: \(advice)", at: call)
  }

  /// `.system(...)`, `Font.system(...)`, `SwiftUI.Font.system(...)`.
  private static func isFontType(_ base: ExprSyntax?) -> Bool {
    guard let base else { return true }
    if let reference = DeclReferenceExprSyntax(base) { return reference.baseName.text == "Font" }
    if let member = MemberAccessExprSyntax(base) {
      return member.declName.baseName.text == "Font"
        && member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == "SwiftUI"
    }
    return false
  }

  /// The size when the code writes it as a number (`17`, `17.5`, `CGFloat(17)`), else `nil`.
  private static func literalPoints(_ expression: ExprSyntax) -> Double? {
    if let integer = IntegerLiteralExprSyntax(expression) { return Double(integer.literal.text) }
    if let float = FloatLiteralExprSyntax(expression) { return Double(float.literal.text) }
    if let call = FunctionCallExprSyntax(expression), call.arguments.count == 1,
      DeclReferenceExprSyntax(call.calledExpression)?.baseName.text == "CGFloat",
      let only = call.arguments.first?.expression
    {
      return literalPoints(only)
    }
    return nil
  }

  /// `isTV ? .system(size: 22) : .footnote`: the fixed size is only for tvOS, which has no Dynamic Type.
  private static func isTVOnlyChoice(_ font: FunctionCallExprSyntax) -> Bool {
    let condition: ExprSyntax?
    if let ternary = font.parent.flatMap({ TernaryExprSyntax($0) }), ternary.thenExpression.id == font.id {
      condition = ternary.condition
    } else if let ternary = font.parent.flatMap({ UnresolvedTernaryExprSyntax($0) }),
      ternary.thenExpression.id == font.id, let list = ternary.parent.flatMap({ ExprListSyntax($0) })
    {
      // Before operators are folded: `[condition, ? then :, else]`.
      condition = list.first { $0.id != ternary.id && $0.endPosition <= ternary.position }
    } else {
      condition = nil
    }
    guard let condition else { return false }
    return condition.tokens(viewMode: .sourceAccurate).contains { token in
      token.text == "tv" || token.text == "isTV" || token.text == "isTVOS" || token.text == "tvOS"
    }
  }

  /// Whether the font is the argument of a `.font(...)` applied straight to an `Image`, or to a
  /// `Label` shown as its icon only (`.labelStyle(.iconOnly)`).
  private static func sizesAnImage(_ font: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(font)
    while let parent = node.parent,
      parent.is(TernaryExprSyntax.self) || parent.is(UnresolvedTernaryExprSyntax.self)
        || parent.is(ExprListSyntax.self) || parent.is(SequenceExprSyntax.self)
    {
      node = parent
    }
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let member = modifier.modifierAccess, member.declName.baseName.text == "font",
      let base = member.base
    else { return false }
    if showsIconOnly(modifier) { return true }
    if let root = base.chainRootViewCall { return root.viewName == "Image" }
    // `self.resizable().font(...)` in an `extension Image`.
    return chainRoot(of: base).map { DeclReferenceExprSyntax($0)?.baseName.tokenKind == .keyword(.self) } == true
      && font.enclosingTypeName == "Image"
  }

  /// A `.labelStyle(.iconOnly)` in the chain around a modifier: the label shows its icon alone.
  private static func showsIconOnly(_ modifier: FunctionCallExprSyntax) -> Bool {
    var current = ExprSyntax(modifier)
    var iconOnly = false
    while let call = FunctionCallExprSyntax(current), let member = call.modifierAccess, let base = member.base {
      if member.declName.baseName.text == "labelStyle",
        call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "iconOnly"
      {
        iconOnly = true
      }
      current = base
    }
    if iconOnly { return true }
    // `.labelStyle(.iconOnly)` after the font.
    var outer = Syntax(modifier)
    while let member = outer.parent.flatMap({ MemberAccessExprSyntax($0) }), member.base?.id == outer.id,
      let call = member.parent.flatMap({ FunctionCallExprSyntax($0) })
    {
      if member.declName.baseName.text == "labelStyle",
        call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "iconOnly"
      {
        return true
      }
      outer = Syntax(call)
    }
    return false
  }

  /// The expression a modifier chain starts from: `self` in `self.resizable().frame(...)`.
  private static func chainRoot(of expression: ExprSyntax) -> ExprSyntax? {
    var current = expression
    while true {
      if let call = FunctionCallExprSyntax(current) {
        current = call.calledExpression
      } else if let member = MemberAccessExprSyntax(current) {
        guard let base = member.base else { return nil }
        current = base
      } else {
        return current
      }
    }
  }
}

extension APIAvailabilityTable {
  /// `Font.custom(_:size:relativeTo:)`, iOS/tvOS 14. Only `fixed_font_size` asks; it is not in
  /// `entries`, which `availability_guard` checks.
  static let customFontRelativeTo = APIAvailability(
    .member, "custom", .label("relativeTo"), iOS: OSVersion(14), tvOS: OSVersion(14), macOS: OSVersion(11),
    watchOS: OSVersion(7))
}
