import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `image_accessibility`: an image VoiceOver reaches has a label, or is marked as decoration.
package final class ImageAccessibilityRule: SyntaxRule<ImageAccessibilityRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Whether SF Symbols (`Image(systemName:)`) are checked too.
    package var checkSystemImages = false

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .boolean(
          "check_system_images", \.checkSystemImages,
          "check 'Image(systemName:)' too (many symbols carry a spoken name of their own)")
      ]
    }
  }

  package static let description = RuleDescription(
    id: "image_accessibility",
    summary: "'Image' from an asset or a UIKit image without an accessibility label or 'decorative'",
    rationale: """
      Seed 000 makes accessibility labels a quality gate. VoiceOver names an 'Image("ic_promo_banner")' by its \
      asset name, and an 'Image(uiImage:)' not at all: the reader hears "ic promo banner, image" or "image". \
      An image that says something needs '.accessibilityLabel(...)' (or 'Image(_:label:)'); one that only \
      decorates needs 'Image(decorative:)' or '.accessibilityHidden(true)', so VoiceOver skips it. The rule \
      flags images made from an asset name, an 'ImageResource' or a 'UIImage'/'NSImage' that have neither and \
      stand in a view body, beside text in a row or alone in a link. An image that is returned, passed to \
      another view ('SettingsRow(image: Image("gear"))'), picked by a ternary or made by a function returning \
      'Image' is labelled, or not, where it is shown, and is left to that code. Also left alone: images \
      with a label or hidden, images in a control whose label also shows text (the text names the control: a \
      'NavigationLink', 'Link', 'Menu' or 'Toggle', and any 'Button': one whose label is only images is \
      'icon_button_label''s), images inside a container that is hidden, that ignores its children \
      ('.accessibilityElement()' or '(children: .ignore)') or that carries its own label, the 'icon:' of a \
      'Label', images drawn as a '.background', which decorate by their place, and previews. SF Symbols \
      ('Image(systemName:)') carry a spoken name of their own for most symbols and are checked only with \
      'check_system_images'. A label set by a \
      custom modifier of your own cannot be seen: disable the rule on that line. \
      It is opt-in: on 14 open-source apps a sample of 16 of its 313 findings held 1 wrong (94%, 2026-12-01, \
      below the 95% a default rule must reach) — an image a command-line tool renders to a file, which no \
      reader ever hears.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Accessibility labels and hints (quality gate)"),
      PlaybookReference(.mvvmBaseViewModel, "VoiceOver support tested"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    isOptIn: true,
    usesDeploymentTarget: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        struct PromoRow: View {
          let promo: Promo
          var body: some View {
            HStack(spacing: 12) {
              ↓Image("promo-badge")
                .resizable()
                .frame(width: 60, height: 60)
              Text(promo.title)
            }
            NavigationLink(value: promo) {
              ↓Image(uiImage: promo.thumbnail)
            }
          }
        }
        """),
      .flagged(
        """
        struct OnboardingPage: View {
          var body: some View {
            VStack {
              ↓Image(.onboardingSync)
              Text("Your notes, on every device")
            }
            .accessibilityElement(children: .combine)
          }
        }
        """,
        note: "combining children still reads the image's asset name"),
      .clean(
        """
        struct PromoRow: View {
          let promo: Promo
          var body: some View {
            HStack(spacing: 12) {
              Image("promo-badge")
                .resizable()
                .accessibilityLabel("Limited offer")
              Image(decorative: "divider-flourish")
              Image(uiImage: promo.thumbnail).accessibilityHidden(true)
              Image("stars", label: Text("Four stars"))
              Image(systemName: "chevron.right")
              Label { Text("Sync") } icon: { Image("sync-glyph") }
            }
            .background(Image("paper-texture"))
            VStack {
              Image("hero")
              Text("Welcome")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Welcome")
            Button(action: close) { Image("close") }
            NavigationLink(value: promo) {
              HStack {
                Image(uiImage: promo.thumbnail)
                Text("Open offer")
              }
            }
          }
        }
        """,
        note:
          "labelled, decorative, hidden, SF Symbol, a Label's icon, a background, a container that speaks for it, buttons, a link named by its text"
      ),
      .flagged(
        """
        struct StatusBadge: View {
          var body: some View {
            ↓Image(systemName: "exclamationmark.triangle.fill")
          }
        }
        """,
        options: #"{"check_system_images": true}"#,
        note: "SF Symbols when 'check_system_images' is on"),
      .clean(
        """
        #Preview {
          Image("promo-badge")
        }
        """),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  private var checkSystemImages: Bool { options.checkSystemImages }
  private lazy var targets = DeploymentTargets(context)

  package func visit(_ node: Syntax) {
    // The name first: `viewName` is the name itself when it is a view's, but costs more to read.
    guard let reading = context.reading(ofCall: node), reading.name == "Image", reading.viewName == "Image" else {
      return
    }
    visitImage(reading.call)
  }

  /// Apart from `visit(_:)`, so that the calls turned down by name do not fetch the metadata of
  /// every syntax type this body uses.
  @inline(never)
  private func visitImage(_ call: FunctionCallExprSyntax) {
    guard call.trailingClosure == nil, let first = call.arguments.first
    else { return }
    switch first.label?.text {
    case nil, "uiImage", "nsImage":
      break
    case "systemName":
      guard checkSystemImages else { return }
    default:
      // `decorative:`, `_:label:` forms, `cgImage` with its required label, `size:` drawing.
      return
    }
    if call.argument(labeled: "label") != nil || Self.isNamedOrHidden(call.outerModifierNames, call) { return }
    guard Self.isShownWhereWritten(call), !Self.isCoveredByContainer(call), !call.isInPreview,
      let typeName = call.enclosingTypeName
    else { return }
    let modern = targets.status(of: APIAvailabilityTable.accessibilityLabelModifier, at: Syntax(call)) != .unavailable
    let advice =
      modern
      ? "add '.accessibilityLabel(...)', or mark it 'Image(decorative:)' or '.accessibilityHidden(true)' if it only decorates"
      : "add '.accessibility(label:)', or mark it 'Image(decorative:)' or '.accessibility(hidden: true)' if it only decorates"
    context.report(
      "this image is read by its file name, or not at all, by VoiceOver: \(advice)", at: call.calledExpression,
      when: .swiftUIRenderer(typeName))
  }

  /// Whether the image, with its modifiers, stands as a statement of a view body; an image that is
  /// returned, passed to another view (`SettingsRow(image: Image("x"))`), chosen by a ternary or built
  /// by a function returning `Image` is labelled, or not, where it is shown.
  private static func isShownWhereWritten(_ call: FunctionCallExprSyntax) -> Bool {
    var top = Syntax(call)
    while let member = top.parent.flatMap({ MemberAccessExprSyntax($0) }), member.base?.id == top.id,
      let modifier = member.parent.flatMap({ FunctionCallExprSyntax($0) }), modifier.calledExpression.id == member.id
    {
      top = Syntax(modifier)
    }
    guard let item = top.parent.flatMap({ CodeBlockItemSyntax($0) }) else { return false }
    var current = item.parent
    while let node = current {
      if let function = FunctionDeclSyntax(node) {
        return function.signature.returnClause?.type.trimmedDescription != "Image"
      }
      if let binding = PatternBindingSyntax(node) {
        return binding.typeAnnotation?.type.trimmedDescription != "Image"
      }
      if node.is(ClosureExprSyntax.self) || node.is(MemberBlockItemSyntax.self) { return true }
      current = node.parent
    }
    return true
  }

  /// Whether the image's own modifiers give it a label or hide it (`.accessibilityHidden(false)` does not).
  private static func isNamedOrHidden(_ modifiers: [String], _ call: FunctionCallExprSyntax) -> Bool {
    if modifiers.contains(where: {
      ["accessibilityLabel", "accessibility", "accessibilityRepresentation"].contains($0)
    }) {
      return true
    }
    guard modifiers.contains("accessibilityHidden") else { return false }
    return !hiddenIsFalse(from: call)
  }

  /// `.accessibilityHidden(false)` somewhere in the chain above `call`.
  private static func hiddenIsFalse(from call: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(call)
    while let member = current.parent.flatMap({ MemberAccessExprSyntax($0) }), member.base?.id == current.id,
      let modifier = member.parent.flatMap({ FunctionCallExprSyntax($0) })
    {
      if member.declName.baseName.text == "accessibilityHidden",
        modifier.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
      {
        return true
      }
      current = Syntax(modifier)
    }
    return false
  }

  /// Whether a view around the image speaks for it or hides it, it is a `Label`'s icon or a
  /// background, or it is the whole label of an icon-only button.
  private static func isCoveredByContainer(_ image: FunctionCallExprSyntax) -> Bool {
    var previous = Syntax(image)
    var current = image.parent
    var closureLabel: String?
    var lastClosure: ClosureExprSyntax?
    while let node = current, node.kind != .memberBlockItem {
      defer { previous = node }
      if let closure = ClosureExprSyntax(node) {
        lastClosure = closure
        closureLabel =
          closure.parent.flatMap({ LabeledExprSyntax($0) })?.label?.text
          ?? closure.parent.flatMap({ MultipleTrailingClosureElementSyntax($0) })?.label.text
      }
      if let argument = LabeledExprSyntax(node),
        let modifier = argument.parent?.parent.flatMap({ FunctionCallExprSyntax($0) }),
        modifier.modifierAccess?.declName.baseName.text == "background"
      {
        return true
      }
      if let container = FunctionCallExprSyntax(node) {
        if container.modifierAccess?.declName.baseName.text == "background",
          container.trailingClosure?.id == previous.id
        {
          return true
        }
        let modifiers = container.outerModifierNames
        if modifiers.contains("accessibilityLabel") || modifiers.contains("accessibility") { return true }
        if modifiers.contains("accessibilityHidden"), !hiddenIsFalse(from: container) { return true }
        if modifiers.contains("accessibilityElement"), ignoresChildren(container) { return true }
        let view = container.viewName
        if view == "Label", closureLabel == "icon" { return true }
        // Text beside the image names the button; an icon-only label is 'icon_button_label''s.
        if view == "Button" { return true }
        if let view, ["NavigationLink", "Link", "Menu", "Toggle"].contains(view), lastClosure.map(showsText) == true {
          return true
        }
      }
      current = node.parent
    }
    return false
  }

  /// `.accessibilityElement()` or `.accessibilityElement(children: .ignore)` in the chain above `container`.
  private static func ignoresChildren(_ container: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(container)
    while let member = current.parent.flatMap({ MemberAccessExprSyntax($0) }), member.base?.id == current.id,
      let modifier = member.parent.flatMap({ FunctionCallExprSyntax($0) })
    {
      if member.declName.baseName.text == "accessibilityElement" {
        guard let children = modifier.argument(labeled: "children")?.expression else { return true }
        return MemberAccessExprSyntax(children)?.declName.baseName.text == "ignore"
      }
      current = Syntax(modifier)
    }
    return false
  }

  /// Whether a control's label closure shows text, which names the whole control.
  private static func showsText(_ label: ClosureExprSyntax) -> Bool {
    label.tokens(viewMode: .sourceAccurate).contains { $0.text == "Text" || $0.text == "Label" }
  }
}

extension APIAvailabilityTable {
  /// `.accessibilityLabel(_:)` and `.accessibilityHidden(_:)`, iOS/tvOS 14; older targets use
  /// `.accessibility(label:)`. Only `image_accessibility` asks; it is not in `entries`.
  static let accessibilityLabelModifier = APIAvailability(
    .member, "accessibilityLabel", iOS: OSVersion(14), tvOS: OSVersion(14), macOS: OSVersion(11),
    watchOS: OSVersion(7))
}
