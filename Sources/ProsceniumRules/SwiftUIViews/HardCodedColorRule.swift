import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `hard_coded_color`: colours written as numbers, and black or white text, do not adapt to dark mode.
package final class HardCodedColorRule: SyntaxRule<HardCodedColorRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Whether colours made from literal components are flagged.
    package var checkComponents = true
    /// Whether black or white text without a background of its own is flagged.
    package var checkBlackAndWhiteText = true

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .boolean(
          "check_components", \.checkComponents,
          "flag colours made from literal components ('Color(red:green:blue:)', 'UIColor(white:alpha:)', hex)"),
        .boolean(
          "check_black_and_white_text", \.checkBlackAndWhiteText,
          "flag '.black' or '.white' text that has no background of its own"),
      ]
    }
  }

  package static let description = RuleDescription(
    id: "hard_coded_color",
    summary: "colour written as literal components, or black or white text, in presentation code",
    rationale: """
      Seed 000 asks every screen to support dark mode. A colour written as numbers ('Color(red: 0.1, green: \
      0.1, blue: 0.1)', 'UIColor(white: 0.95, alpha: 1)', 'Color(hex: "#1A1A1A")') is the \
      same in light and dark mode: a near-black title vanishes on the dark background, a near-white card glares. \
      The rule flags such colours when they are near black (under 3:1 contrast on black, the least WCAG \
      allows large text and controls) or near white (under 1.5:1 on white); a mid-tone brand colour written \
      as numbers reads in both modes and is left alone ('#colorLiteral' is not read). \
      Brand colours belong in the asset catalogue with a dark variant ('Color("Brand")', \
      'Color(.brand)'), and text and backgrounds in the semantic colours that adapt ('.primary', \
      '.secondary', 'Color(.systemBackground)'). Text coloured '.black' or '.white' has the same problem unless \
      it sits on a background of its own (seed 000's 'NEW' badge, white on blue, is fine in both modes), so \
      black or white text is flagged only when neither it nor a container around it sets a background, \
      overlays it or sits it in a 'ZStack'. The rule looks in views, view modifiers, UIKit views and view \
      controllers, where a colour is applied; a palette ('extension UIColor { static var ink: UIColor }') is \
      left alone, since apps with themes pick palette colours per appearance where the rule cannot see. It skips \
      colours built \
      from values (a user's or a server's colour), shadows, previews, tests, code that reads the colour scheme \
      itself ('colorScheme == .dark', 'traitCollection.userInterfaceStyle', 'UIColor { traits in ... }') or \
      hands a pair to a helper ('Color(light:dark:)'), and targets older than iOS 13, which have no dark mode. \
      It is opt-in and a review aid, not a gate: on 14 open-source apps a sample of 16 of its 55 findings held \
      none right (0%, 2026-12-01). White text over video, Live Activities and the Dynamic Island (dark by \
      design), shadows and masks kept in properties, designed gradients: whether a fixed colour fails dark \
      mode depends on what it is drawn over, which syntax rarely shows.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Dark mode support (quality gate)")
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    isOptIn: true,
    usesDeploymentTarget: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        struct ProfileHeader: View {
          var body: some View {
            VStack {
              Text(user.name)
                .foregroundColor(↓.black)
              Text(user.bio)
                .foregroundStyle(↓Color(red: 0.2, green: 0.2, blue: 0.2))
            }
            .padding()
          }
        }
        """),
      .flagged(
        """
        final class ProfileHeaderView: UIView {
          private let nameLabel = UILabel()

          override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = ↓UIColor(white: 0.96, alpha: 1)
            nameLabel.textColor = ↓UIColor(hex: "#1C1C1E")
          }
        }
        """,
        otherFiles: [
          "Sources/App/Other.swift": "final class Host: UIViewController { let header = ProfileHeaderView() }"
        ],
        note: "a UIKit view painting with near-white and near-black literals"),
      .clean(
        """
        struct ItemRow: View {
          let item: Item
          var body: some View {
            HStack(spacing: 12) {
              Text(item.subtitle)
                .foregroundColor(.secondary)
              if item.isNew {
                Text("NEW")
                  .font(.caption2)
                  .fontWeight(.bold)
                  .foregroundColor(.white)
                  .padding(.horizontal, 8)
                  .padding(.vertical, 4)
                  .background(Color.blue)
                  .cornerRadius(4)
              }
            }
          }
        }

        struct ToastView: View {
          let message: String
          var body: some View {
            HStack {
              Image(systemName: "exclamationmark.triangle.fill")
                .foregroundColor(.white)
              Text(message)
                .foregroundColor(.white)
            }
            .padding()
            .background(Color.red)
          }
        }
        """,
        note: "seed 000's badge and toast: white text on a background of its own"),
      .clean(
        """
        struct TagChip: View {
          let tag: Tag
          @Environment(\\.colorScheme) private var colorScheme
          var body: some View {
            Text(tag.name)
              .foregroundStyle(Color(red: tag.red, green: tag.green, blue: tag.blue))
              .background(colorScheme == .dark ? Color(white: 0.15) : Color(white: 0.95))
              .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.2), radius: 4)
          }
        }

        extension UIColor {
          static let card = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.98, alpha: 1)
          }
          static let tint2 = UIColor(light: UIColor(red: 0, green: 0.3, blue: 0.8, alpha: 1), dark: .systemBlue)
        }

        extension Color {
          static let brand = Color("Brand")
          static let ink = Color(red: 0.1, green: 0.1, blue: 0.12)
        }

        struct BrandBadge: View {
          var body: some View {
            Text("Pro")
              .foregroundStyle(Color(red: 0.1, green: 0.4, blue: 0.9))
              .background(Color(hex: "#FF6A00"))
          }
        }
        """,
        note:
          "colours from data, code that reads the colour scheme, a shadow, a palette (judged where used), mid-tone brand colours"
      ),
      .clean(
        """
        struct LegacyBanner: View {
          var body: some View {
            Text("Update").foregroundColor(Color(red: 0.1, green: 0.1, blue: 0.1))
          }
        }
        """,
        settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(12)]),
        note: "iOS 12 has no dark mode"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  private lazy var hasDarkMode: Bool =
    DeploymentTargets(context).status(of: APIAvailabilityTable.darkMode) != .unavailable

  package func visit(_ node: Syntax) {
    guard let reading = context.reading(ofCall: node), let name = reading.name else { return }
    // The names `visitCall(_:name:)` acts on, compared directly: hashing every call's name into
    // `colorTypes` cost more.
    switch name {
    case "Color", "UIColor", "NSColor", "CGColor", "init", "foregroundColor", "foregroundStyle":
      // The targets last: a file without such a call never reads them.
      guard hasDarkMode else { return }
      visitCall(reading, name: name)
    default:
      return
    }
  }

  /// Apart from `visit(_:)`, so that the calls turned down by name do not fetch the metadata of
  /// every syntax type this body uses.
  @inline(never)
  private func visitCall(_ reading: CallReading, name: String) {
    let call = reading.call
    // `Color(red:…)` or `Color.init(red:…)`: the called name rules out nearly every call first.
    if options.checkComponents, Self.colorTypes.contains(name) || name == "init", Self.isLiteralComponentColor(call) {
      report(
        "this colour looks the same in light and dark mode: use an asset catalogue colour with a dark variant or a semantic colour",
        at: call)
    } else if options.checkBlackAndWhiteText, name == "foregroundColor" || name == "foregroundStyle",
      let modifier = reading.modifierAccess,
      call.arguments.count == 1, let colour = call.arguments.first?.expression,
      let shade = Self.blackOrWhite(colour), modifier.base?.chainRootViewCall?.viewName == "Text",
      !Self.hasBackgroundAround(call)
    {
      let vanishes = shade == "black" ? "on the dark background of dark mode" : "on the light background of light mode"
      report("'.\(shade)' text vanishes \(vanishes): use '.primary' or an asset catalogue colour", at: colour)
    }
  }

  private func report(_ message: String, at node: some SyntaxProtocol) {
    guard !node.isInPreview, !Self.readsColorScheme(around: node), !Self.isShadowColor(node) else { return }
    guard let typeName = node.enclosingTypeName else { return }
    context.report(
      message, at: node, when: .type(typeName, isAnyOf: TypeRoles.swiftUIRenderers.union([.uiView, .viewController])))
  }

  // MARK: - Colours written as numbers

  private static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor"]
  private static let componentLabels: Set<String> = [
    "red", "white", "hue", "displayP3Red", "hex", "hexString", "rgb", "rgba",
  ]

  /// `Color(red: 0.1, green: 0.1, blue: 0.1)`, `UIColor(white: 0.95, alpha: 1)`, `Color(.sRGB, red: …)`,
  /// `UIColor(hex: "#F2F2F2")`: a colour type built from literal components, near black or near white.
  private static func isLiteralComponentColor(_ call: FunctionCallExprSyntax) -> Bool {
    var callee = call.calledExpression
    if let member = MemberAccessExprSyntax(callee), member.declName.baseName.tokenKind == .keyword(.`init`),
      let base = member.base
    {
      callee = base
    }
    guard let name = DeclReferenceExprSyntax(callee)?.baseName.text, colorTypes.contains(name),
      let firstLabelled = call.arguments.first(where: { $0.label != nil })?.label?.text,
      componentLabels.contains(firstLabelled),
      call.arguments.allSatisfy({ argument in
        argument.label == nil
          ? MemberAccessExprSyntax(argument.expression)?.base == nil : isLiteral(argument.expression)
      }),
      let luminance = ColorLuminance.of(call)
    else { return false }
    return ColorLuminance.isExtreme(luminance)
  }

  /// A number, a string without interpolation, or arithmetic of them (`230 / 255`, `-0.5`).
  private static func isLiteral(_ expression: ExprSyntax) -> Bool {
    expression.tokens(viewMode: .sourceAccurate).allSatisfy { token in
      switch token.tokenKind {
      case .integerLiteral, .floatLiteral, .stringQuote, .stringSegment, .binaryOperator, .prefixOperator,
        .leftParen, .rightParen:
        return true
      default:
        return false
      }
    }
  }

  // MARK: - Black and white text

  /// `"black"` for `.black` or `Color.black`, `"white"` likewise; `nil` otherwise.
  private static func blackOrWhite(_ expression: ExprSyntax) -> String? {
    guard let member = MemberAccessExprSyntax(expression) else { return nil }
    if let base = member.base, DeclReferenceExprSyntax(base)?.baseName.text != "Color" { return nil }
    let name = member.declName.baseName.text
    return name == "black" || name == "white" ? name : nil
  }

  /// Whether the text, or a view around it in the same body, sets a background, sits on top of
  /// something (an overlay, a 'ZStack', a prominent button style) or fixes its colour scheme.
  private static func hasBackgroundAround(_ modifier: FunctionCallExprSyntax) -> Bool {
    var current: Syntax? = Syntax(modifier)
    while let node = current, node.kind != .memberBlockItem {
      if let call = FunctionCallExprSyntax(node) {
        if call.viewName == "ZStack" { return true }
        if let member = call.modifierAccess, backgroundModifiers.contains(member.declName.baseName.text) {
          return true
        }
        if call.viewName != nil, call.outerModifierNames.contains(where: backgroundModifiers.contains) { return true }
      }
      current = node.parent
    }
    return false
  }

  private static let backgroundModifiers: Set<String> = [
    "background", "backgroundStyle", "overlay", "listRowBackground", "containerBackground", "buttonStyle",
    "preferredColorScheme", "colorScheme", "glassEffect",
  ]

  // MARK: - Where colours are left alone

  /// Whether the declaration holding the colour reads the colour scheme, builds a dynamic colour or
  /// hands a light/dark pair to a helper.
  private static func readsColorScheme(around node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let ancestor = current, ancestor.kind != .memberBlockItem, ancestor.kind != .codeBlockItem {
      if let call = FunctionCallExprSyntax(ancestor),
        call.arguments.contains(where: { ["light", "dark", "lightMode", "darkMode", "any"].contains($0.label?.text) })
      {
        return true
      }
      current = ancestor.parent
    }
    let scope = current ?? Syntax(node)
    return scope.tokens(viewMode: .sourceAccurate).contains { token in
      ["colorScheme", "userInterfaceStyle", "dark", "traitCollection", "ColorScheme"].contains(token.text)
    }
  }

  /// `.shadow(color: …)`: a shadow is dark in both modes by design.
  private static func isShadowColor(_ node: some SyntaxProtocol) -> Bool {
    guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "color",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return false }
    return call.modifierAccess?.declName.baseName.text == "shadow"
  }

}

extension APIAvailabilityTable {
  /// Dark mode: iOS 13, tvOS 10. Only `hard_coded_color` asks; it is not in `entries`.
  static let darkMode = APIAvailability(
    .member, "colorScheme", iOS: OSVersion(13), tvOS: OSVersion(10), macOS: OSVersion(10, 14), watchOS: OSVersion(6))
}
