import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `reduce_motion`: views that animate honour the Reduce Motion accessibility setting.
public final class ReduceMotionRule: Rule {
  public static let description = RuleDescription(
    id: "reduce_motion",
    summary: "animation in a view that never reads 'accessibilityReduceMotion'",
    rationale: """
      People with vestibular disorders turn on Reduce Motion; springs, slides and scaling can make them ill. SwiftUI \
      does not tone down custom animations by itself: a view reads '@Environment(\\.accessibilityReduceMotion)' and \
      drops or replaces the animation ('.animation(reduceMotion ? nil : .spring(), value: isExpanded)', seed 003). \
      The rule flags '.animation(...)', 'withAnimation' and '.transition(...)' in a view, view modifier, app or \
      scene when nothing in that type or its extensions in the same file mentions reduce motion \
      ('accessibilityReduceMotion', 'UIAccessibility.isReduceMotionEnabled', or a property named like 'reduceMotion' \
      handed in by a parent). Not flagged: '.animation(nil)', 'withAnimation(nil)' and cross-fades \
      ('.transition(.opacity)', also timed with '.animation(...)'), which Reduce Motion allows, and \
      '.animation(_, value:)' of a value named as a colour, tint, opacity, progress fraction or focus. A check \
      done in an extension in another file is not seen; disable the rule on that line. Preview code ('#Preview', \
      types nested in a 'PreviewProvider') is skipped.
      """,
    sources: [
      PlaybookReference(.swiftUIPatterns, "Support Reduce Motion for animations"),
      PlaybookReference(.mvvmBaseViewModel, "Accessibility support"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        struct AnimatedButton: View {
          @State private var isPressed = false

          var body: some View {
            Button("Press Me") {
              // Action
            }
            .scaleEffect(isPressed ? 0.95 : 1.0)
            ↓.animation(.spring(response: 0.3), value: isPressed)
          }
        }
        """,
        note: "seed 003's basic animation, which does not check the setting"),
      .flagged(
        """
        struct DraggableCard: View {
          @State private var offset = CGSize.zero

          var body: some View {
            CardView()
              .offset(offset)
              .gesture(
                DragGesture()
                  .onChanged { value in offset = value.translation }
                  .onEnded { _ in
                    ↓withAnimation(.spring()) {
                      offset = .zero
                    }
                  }
              )
          }
        }

        struct ToastView: View {
          var body: some View {
            Text(message)
              ↓.transition(.move(edge: .bottom))
          }
        }
        """),
      .flagged(
        """
        struct Parent: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          var body: some View { Child() }

          struct Child: View {
            @State private var isOn = false
            var body: some View { Circle()↓.animation(.easeInOut, value: isOn) }
          }
        }
        """,
        note: "a nested view reads its own environment"),
      .clean(
        """
        struct AnimatedView: View {
          @Environment(\\.accessibilityReduceMotion) var reduceMotion
          @State private var isExpanded = false

          var body: some View {
            content
              .animation(reduceMotion ? nil : .spring(), value: isExpanded)
          }
        }
        """,
        note: "seed 003's reduce motion support"),
      .clean(
        """
        struct Banner: View {
          let reduceMotion: Bool
          var body: some View { Text("Hi").transition(.move(edge: .top)) }
        }

        extension Banner {
          func show() { withAnimation(reduceMotion ? nil : .default) { isShown = true } }
        }

        struct Fader: View {
          var body: some View {
            Text("Hi")
              .transition(.opacity)
              .animation(nil, value: state)
          }
        }

        extension View {
          func pulsing() -> some View { animation(.easeInOut.repeatForever(), value: true) }
        }
        """,
        note: "a flag from the parent, same-file extensions, allowed animations, helpers outside views"),
      .clean(
        """
        struct PhotoPage: View {
          let photo: Photo

          var body: some View {
            PhotoImage(photo: photo)
              .id(photo.id)
              .transition(.opacity.animation(.easeOut(duration: 0.15)))
          }
        }
        """,
        note: "a cross-fade that carries its own timing is still a cross-fade"),
      .clean(
        """
        struct UploadBadge: View {
          let viewModel: UploadViewModel
          @FocusState private var isFocused: Bool

          var body: some View {
            ProgressView(value: viewModel.fractionCompleted)
              .tint(viewModel.tintColor)
              .animation(.default, value: viewModel.fractionCompleted)
              .animation(.easeInOut, value: viewModel.tintColor)
              .animation(.easeOut(duration: 0.1), value: isFocused)
          }
        }
        """,
        note: "animating a colour, a progress fraction or focus is not motion"),
    ])

  public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .declReferenceExpr]

  private struct Site {
    var start: AbsolutePosition
    var end: AbsolutePosition
    var typeName: String
  }

  private let context: RuleContext
  private var sites: [Site] = []
  private var typesReadingReduceMotion: Set<String> = []

  public init(options: NoOptions, context: RuleContext) {
    self.context = context
  }

  public func visit(_ node: Syntax) {
    if let reference = DeclReferenceExprSyntax(node) {
      // Most references are short: test the length before building the text.
      guard reference.baseName.trimmedLength.utf8Length >= 12 else { return }
      let text = reference.baseName.text
      guard text.containsBytes("otion") else { return }
      let lowered = text.lowercased()
      if lowered.contains("reducemotion") || lowered.contains("reducedmotion"),
        let typeName = reference.enclosingTypeName
      {
        typesReadingReduceMotion.insert(typeName)
      }
      return
    }
    guard let call = FunctionCallExprSyntax(node) else { return }
    if let reference = DeclReferenceExprSyntax(call.calledExpression) {
      guard reference.baseName.text == "withAnimation", !Self.firstArgumentIsNil(call) else { return }
      record(from: reference.positionAfterSkippingLeadingTrivia, to: reference.endPositionBeforeTrailingTrivia, call)
    } else if let member = call.modifierAccess {
      switch member.declName.baseName.text {
      case "animation":
        // `.opacity.animation(...)` configures a transition, reported with it.
        if let baseMember = member.base.flatMap({ MemberAccessExprSyntax($0) }), baseMember.base == nil { return }
        if Self.firstArgumentIsNil(call) { return }
        if let value = call.argument(labeled: "value")?.expression, Self.animatesNoMotion(value) { return }
      case "transition":
        if let argument = call.arguments.first?.expression, Self.isCrossFade(argument) { return }
      default:
        return
      }
      record(
        from: member.period.positionAfterSkippingLeadingTrivia, to: member.declName.endPositionBeforeTrailingTrivia,
        call)
    }
  }

  public func finish() {
    for site in sites where !typesReadingReduceMotion.contains(site.typeName) {
      context.report(
        "read '@Environment(\\.accessibilityReduceMotion)' and drop or soften this animation when it is on",
        from: site.start, to: site.end, when: .swiftUIRenderer(site.typeName))
    }
  }

  private func record(from start: AbsolutePosition, to end: AbsolutePosition, _ call: FunctionCallExprSyntax) {
    guard let typeName = call.enclosingTypeName, !call.isInPreview else { return }
    sites.append(Site(start: start, end: end, typeName: typeName))
  }

  /// `.animation(_, value: tint)`: a value named as a colour, an opacity, a progress fraction or
  /// focus changes how things look, not where they are.
  private static func animatesNoMotion(_ value: ExprSyntax) -> Bool {
    let name: String
    if let member = MemberAccessExprSyntax(value) {
      name = member.declName.baseName.text
    } else if let reference = DeclReferenceExprSyntax(value) {
      name = reference.baseName.text
    } else {
      return false
    }
    let lowered = name.lowercased()
    return ["color", "colour", "tint", "opacity", "progress", "fraction", "focused"].contains { lowered.contains($0) }
  }

  /// `.opacity` or `.identity`, maybe timed with `.animation(...)`: what Reduce Motion allows.
  private static func isCrossFade(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while let timed = FunctionCallExprSyntax(current),
      let member = MemberAccessExprSyntax(timed.calledExpression),
      member.declName.baseName.text == "animation", let base = member.base
    {
      current = base
    }
    guard let transition = MemberAccessExprSyntax(current), transition.base == nil else { return false }
    return ["opacity", "identity"].contains(transition.declName.baseName.text)
  }

  private static func firstArgumentIsNil(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.first?.expression.is(NilLiteralExprSyntax.self) == true
  }
}
