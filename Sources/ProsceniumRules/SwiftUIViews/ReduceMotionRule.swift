import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `reduce_motion`: views that animate honour the Reduce Motion accessibility setting.
package final class ReduceMotionRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "reduce_motion",
    summary: "motion animation in a view that never reads 'accessibilityReduceMotion'",
    rationale: """
      People with vestibular disorders turn on Reduce Motion; springs, slides and scaling can make them ill. SwiftUI \
      does not tone down custom animations by itself: a view reads '@Environment(\\.accessibilityReduceMotion)' and \
      drops or replaces the animation ('.animation(reduceMotion ? nil : .spring(), value: isExpanded)', seed 003). \
      Reduce Motion is about movement, not change: fades, colour changes and symbol swaps are what it falls back \
      to. Whether 'withAnimation { isShown = true }' moves anything depends on views the rule cannot always see, so \
      it flags only animation that is evidently motion, in a view, view modifier, app or scene when nothing in that \
      type or its extensions in the same file mentions reduce motion ('accessibilityReduceMotion', \
      'UIAccessibility.isReduceMotionEnabled', or a property named like 'reduceMotion' handed in by a parent): \
      transitions that move, slide, push, scale or offset ('.move(edge:)', '.slide', '.scale', also inside \
      '.asymmetric' or '.combined(with:)'); '.animation(...)' \
      on a view whose own modifier chain offsets, scales, rotates or positions it by state or has a \
      'matchedGeometryEffect'; '.animation(_, value: x)' and 'withAnimation { x = ... }' when the same type feeds \
      'x' to '.offset', '.scaleEffect', '.rotationEffect', '.rotation3DEffect' or '.position'; 'withAnimation' that \
      scrolls ('proxy.scrollTo') or runs in a type with a 'matchedGeometryEffect'. Not flagged: a bare \
      'withAnimation { }' or '.animation(_, value:)' of state no motion modifier reads (it may fade, recolour or \
      resize; the rule stays silent rather than guess), cross-fades ('.opacity', '.identity', '.blurReplace'), \
      '.contentTransition', a scoped '.animation(_:body:)' whose body does not move the view, '.animation(nil)', \
      spinners (a rotation to a full turn, or one repeated forever without reversing, as the system's own \
      progress indicator keeps turning), a type that reads the app's own setting ('isAnimationReduced'), \
      'withAnimation(nil)', and values named as a colour, tint, opacity, \
      progress fraction or focus. A spring is judged like any other curve: it is motion when what it animates \
      moves. Named exemptions (see below): a transition on a view nothing inserts or removes, an \
      '.animation(_:value:)' whose own views do not move, an animation that follows the finger, and a scale \
      transition of at least 0.9 with a fade. A check done in an extension in another file is not seen; disable the rule on \
      that line. Preview code ('#Preview', types nested in a 'PreviewProvider') is skipped.
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
            Badge()
              ↓.transition(.scale.combined(with: .opacity).animation(.bouncy))
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
            var body: some View { Circle().scaleEffect(isOn ? 1.2 : 1)↓.animation(.easeInOut, value: isOn) }
          }
        }
        """,
        note: "a nested view reads its own environment"),
      .flagged(
        """
        struct DisclosureRow: View {
          @State private var isExpanded = false
          @Namespace private var tabs
          @State private var selectedTab = 0

          var body: some View {
            VStack {
              Button {
                ↓withAnimation { isExpanded.toggle() }
              } label: {
                Image(systemName: "chevron.right")
                  .rotationEffect(.degrees(isExpanded ? 90 : 0))
              }
              if isExpanded {
                Details()
                  ↓.transition(.asymmetric(insertion: .push(from: .top), removal: .opacity))
              }
              Capsule().matchedGeometryEffect(id: selectedTab, in: tabs)
              Button("Next") { ↓withAnimation(.easeInOut) { selectedTab += 1 } }
            }
          }
        }

        struct MessageList: View {
          let messages: [Message]
          var body: some View {
            ScrollViewReader { proxy in
              List(messages) { MessageRow(message: $0) }
                .onChange(of: messages.count) { ↓withAnimation { proxy.scrollTo(messages.last?.id) } }
            }
          }
        }
        """,
        note: "state that a rotation reads, a pushing transition, a hero move, a scroll"),
      .flagged(
        """
        struct TabStrip: View {
          @State private var offsets: [Tab.ID: CGFloat] = [:]
          var body: some View {
            HStack {
              ForEach(tabs) { tab in
                TabLabel(tab)
                  .offset(x: offsets[tab.id] ?? 0)
                  .onChange(of: tab.isDragged) { ↓withAnimation { offsets[tab.id, default: 0] -= 8 } }
              }
            }
          }
        }
        """,
        note: "a subscript of state an offset reads"),
      .flagged(
        """
        struct PressableCard: View {
          @GestureState private var isPressed = false
          var body: some View {
            CardContent()
              ↓.animation(.easeOut(duration: 0.2)) { $0.scaleEffect(isPressed ? 0.96 : 1) }
          }
        }
        """,
        note: "a scoped animation whose body scales"),
      .clean(
        """
        struct CommentRow: View {
          @State private var isCollapsed = false
          var body: some View {
            VStack {
              Text(comment.body).opacity(isCollapsed ? 0.4 : 1)
              if showControls {
                Controls().transition(.opacity.combined(with: .scale(scale: 0.96)))
              }
            }
            .onTapGesture { withAnimation(.spring()) { isCollapsed.toggle() } }
          }
        }
        """,
        note: "exemption 'a near-fade': a spring that only dims, and a scale of 0.96 with a fade"),
      .clean(
        """
        struct PressableStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label
              .scaleEffect(configuration.isPressed ? 0.98 : 1)
              .opacity(configuration.isPressed ? 0.8 : 1)
              .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
          }
        }
        """,
        note: "a pressed look that shrinks by 2% and dims is a near-fade too"),
      .clean(
        """
        struct HeaderView: View {
          var body: some View {
            VStack {
              Text("Inbox").transition(.move(edge: .top))
              Text("3 unread")
            }
          }
        }
        """,
        note:
          "exemption 'never inserted': no 'if', 'switch' or 'ForEach' inserts or removes the view, so its transition never runs"
      ),
      .clean(
        """
        struct CardView: View {
          @State private var isExpanded = false
          var body: some View {
            VStack {
              Text("Details")
                .opacity(isExpanded ? 1 : 0)
                .animation(.easeInOut, value: isExpanded)
              Image(systemName: "chevron.down")
                .offset(y: isExpanded ? 4 : 0)
            }
          }
        }
        """,
        note:
          "exemption 'its own views do not move': the animated text only fades; the offset elsewhere is not animated by it"
      ),
      .clean(
        """
        struct SliderThumb: View {
          @State private var dragOffset: CGFloat = 0
          var body: some View {
            Circle()
              .offset(x: dragOffset)
              .animation(.interactiveSpring(), value: dragOffset)
              .gesture(DragGesture().onChanged { value in
                withAnimation(.linear(duration: 0.1)) { dragOffset = value.translation.width }
              })
          }
        }
        """,
        note: "exemption 'follows the finger': an interactive spring or a 0.1 s animation smooths a dragged position"),
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
        struct DownloadSpinner: View {
          @State private var angle = 0.0
          let isSyncing: Bool
          var body: some View {
            Circle()
              .trim(from: 0, to: 0.8)
              .stroke(.tint, lineWidth: 2)
              .rotationEffect(.degrees(angle))
              .onAppear { withAnimation(spin) { angle = 360 } }
            Image(systemName: "arrow.triangle.2.circlepath")
              .rotationEffect(.degrees(isSyncing ? 360 : 0))
              .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSyncing)
          }
        }

        struct GameFooter: View {
          let isAnimationReduced: Bool
          var body: some View {
            WordList()
              .transition(isAnimationReduced ? .opacity : .move(edge: .bottom))
          }
        }
        """,
        note: "spinners turn like the system's progress indicator; an app's own reduced-animation setting"),
      .flagged(
        """
        struct PulsingDot: View {
          @State private var isPulsing = false
          var body: some View {
            Circle()
              .scaleEffect(isPulsing ? 1.3 : 1)
              ↓.animation(.easeInOut(duration: 1).repeatForever(), value: isPulsing)
              .onAppear { isPulsing = true }
          }
        }
        """,
        note: "a pulse repeated forever scales, it does not spin"),
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
      .clean(
        """
        struct FavoriteButton: View {
          @State private var isFavorite = false
          @State private var showsHint = false

          var body: some View {
            VStack {
              Button {
                withAnimation { isFavorite.toggle() }
              } label: {
                Image(systemName: isFavorite ? "star.fill" : "star")
                  .contentTransition(.symbolEffect(.replace))
                  .foregroundStyle(isFavorite ? .yellow : .secondary)
              }
              .animation(.easeInOut, value: isFavorite)
              if showsHint {
                Text("Saved to favourites").transition(.blurReplace)
              }
            }
            .offset(y: -4)
            .task { withAnimation(.easeOut(duration: 0.2)) { showsHint = true } }
          }
        }
        """,
        note: "symbol swaps, colour changes and fades; a constant offset does not move"),
      .clean(
        """
        struct Capsule: View {
          @State private var isExpanded = false
          var body: some View {
            Label("Saved", systemImage: "checkmark")
              .offset(y: isExpanded ? 0 : -40)
              .animation(.linear(duration: 0.1)) { $0.opacity(isExpanded ? 1 : 0) }
          }
        }
        """,
        note: "a scoped animation whose body only fades"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .declReferenceExpr]

  /// How sure a site is to move things on screen.
  private enum Motion {
    /// A sliding or scaling transition, a spring, a scroll, a chain with a motion modifier.
    case evident
    /// An animation of changes to these names: motion if the type feeds one of them to a motion
    /// modifier ('.offset', '.scaleEffect', …), or, for 'withAnimation', if the type has a
    /// 'matchedGeometryEffect' (a hero move runs on any animated state change).
    /// `spins` when the animation turns a full circle or repeats a rotation without reversing:
    /// a spinner, if rotation is all the names drive.
    case ifDriving(Set<String>, hero: Bool, spins: Bool)
  }

  private struct Site {
    var start: AbsolutePosition
    var end: AbsolutePosition
    var typeName: String
    var motion: Motion
  }

  private var sites: [Site] = []
  private var typesReadingReduceMotion: Set<String> = []
  /// Per type, the names its motion modifiers read: `isExpanded` in
  /// `.rotationEffect(.degrees(isExpanded ? 90 : 0))`.
  private var namesDrivingMotion: [String: Set<String>] = [:]
  /// Per type, the names its '.rotationEffect's read, apart from the other motion modifiers.
  private var namesDrivingRotation: [String: Set<String>] = [:]
  private var typesWithHeroMoves: Set<String> = []

  package func visit(_ node: Syntax) {
    // Two small entry points rather than one large body: a function holding locals of many of the
    // toolchain's resilient syntax types fetches their metadata on every call, which cost more
    // than the rule's own work for the ~60k nodes it turns down.
    if node.kind == .declReferenceExpr {
      visitReference(node)
    } else if let reading = context.reading(ofCall: node), let name = reading.name, Self.isMotionCallName(name) {
      visitCall(reading)
    }
  }

  /// The names `visitCall(_:)` acts on: 'withAnimation' and the modifiers it reads.
  private static func isMotionCallName(_ name: String) -> Bool {
    // Their lengths first, an integer test that turns down most names before any comparison.
    switch name.utf8.count {
    case 6, 8, 9, 10, 11, 13, 14, 16, 21: break
    default: return false
    }
    switch name {
    case "withAnimation", "animation", "transition", "matchedGeometryEffect", "offset", "scaleEffect",
      "rotationEffect", "rotation3DEffect", "position":
      return true
    default:
      return false
    }
  }

  @inline(never)
  private func visitReference(_ node: Syntax) {
    // Most references are short: test the length before building the text, the node's whole
    // length (trivia included) first, which needs no cast nor child; then the file's bytes under
    // the node, trivia included, which hold the name's. (Its trimmed length, asked of the node,
    // cost more than it saved: indentation aside, most long references have long names.)
    guard node.totalLength.utf8Length >= 12, context.text(of: node, containsAnyOf: Self.settingFragments),
      let reference = DeclReferenceExprSyntax(node),
      reference.baseName.trimmedLength.utf8Length >= 12
    else { return }
    let text = reference.baseName.text
    guard Self.settingFragments.contains(where: { text.containsBytes($0) }) else { return }
    if Self.readsReduceMotion(text), let typeName = reference.enclosingTypeName {
      typesReadingReduceMotion.insert(typeName)
    }
  }

  /// The fragments a name must hold before it is compared with `reduceMotionNames`.
  private static let settingFragments = ["otion", "nimation"]

  /// Whether a name reads the setting (`reduceMotionNames`, any case). An ASCII name is searched
  /// byte by byte; any other keeps Foundation's search, whose matching of composed characters
  /// the byte search would not repeat.
  private static func readsReduceMotion(_ text: String) -> Bool {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return reduceMotionNames.contains { text.containsIgnoringCase($0) }
    }
    let lowered = text.lowercased()
    return reduceMotionNames.contains { lowered.contains($0) }
  }

  @inline(never)
  private func visitCall(_ reading: CallReading) {
    let call = reading.call
    if let reference = reading.reference {
      guard reading.name == "withAnimation", !Self.firstArgumentIsNil(call) else { return }
      let animation = call.arguments.first.flatMap { $0.expression.is(ClosureExprSyntax.self) ? nil : $0.expression }
      if let animation, Self.followsTheFinger(animation) { return }
      let body = call.closure(labeled: nil, orTrailing: true) ?? call.closure(labeled: "body", orTrailing: false)
      let motion: Motion
      if body.map(Self.scrolls) == true {
        motion = .evident
      } else {
        let spins = animation.map(Self.repeatsWithoutReversing) == true || body.map(Self.turnsFullCircle) == true
        motion = .ifDriving(body.map(Self.assignedNames) ?? [], hero: true, spins: spins)
      }
      record(
        motion, from: reference.positionAfterSkippingLeadingTrivia, to: reference.endPositionBeforeTrailingTrivia, call)
      return
    }
    guard let member = reading.modifierAccess, let name = reading.name else { return }
    let motion: Motion
    switch name {
    case "animation":
      // `.opacity.animation(...)`, `.scale.combined(with: .opacity).animation(...)` configure a
      // transition, reported with it.
      if let base = member.base, Self.isTransitionValue(base) { return }
      if Self.firstArgumentIsNil(call) { return }
      // `.animation(.spring) { $0.opacity(…) }` animates only what its body applies.
      if let body = call.closure(labeled: "body", orTrailing: true) {
        guard Self.appliesMotion(body) else { return }
        record(
          .evident, from: member.period.positionAfterSkippingLeadingTrivia,
          to: member.declName.endPositionBeforeTrailingTrivia, call)
        return
      }
      let value = call.argument(labeled: "value")?.expression
      if let value, Self.animatesNoMotion(value) { return }
      let animation = call.arguments.first?.expression
      if let animation, Self.followsTheFinger(animation) { return }
      let spins = animation.map(Self.repeatsWithoutReversing) == true
      // A spring overshoots: even a small scale bounces, so it is no near-fade (seed 003's button).
      let springs = animation.map(Self.isSpring) ?? false
      let chainMotion = member.base.map { Self.motionInChain($0, countsSubtleScales: springs) } ?? []
      // A linear rotation repeated forever is a spinner: the system's own keeps turning.
      if spins, chainMotion == ["rotationEffect"] { return }
      if !chainMotion.isEmpty {
        motion = .evident
      } else if let value, let base = member.base {
        // Exemption "its own views do not move": '.animation(_:value:)' animates only the view it
        // modifies, so an offset elsewhere in the type that reads the same value is not its motion.
        let (moving, rotating) = Self.namesDrivingMotion(in: base)
        let names = Self.names(value)
        guard !names.isDisjoint(with: moving) || (!spins && !names.isDisjoint(with: rotating)) else { return }
        motion = .evident
      } else {
        motion = .ifDriving(value.map(Self.names) ?? [], hero: false, spins: spins)
      }
    case "transition":
      guard let argument = call.arguments.first?.expression, Self.transitionMoves(argument),
        Self.canBeInsertedOrRemoved(call)
      else { return }
      motion = .evident
    case "matchedGeometryEffect":
      if member.base != nil, let typeName = call.enclosingTypeName { typesWithHeroMoves.insert(typeName) }
      return
    default:
      // Only the few motion modifiers pay for finding their type.
      if Self.motionModifiers.contains(name), member.base != nil, !Self.isSubtleScale(call),
        let typeName = call.enclosingTypeName
      {
        if name == "rotationEffect" {
          namesDrivingRotation[typeName, default: []].formUnion(Self.names(in: call.arguments))
        } else {
          namesDrivingMotion[typeName, default: []].formUnion(Self.names(in: call.arguments))
        }
      }
      return
    }
    record(
      motion, from: member.period.positionAfterSkippingLeadingTrivia,
      to: member.declName.endPositionBeforeTrailingTrivia,
      call)
  }

  package func finish() {
    for site in sites where !typesReadingReduceMotion.contains(site.typeName) {
      switch site.motion {
      case .evident:
        break
      case .ifDriving(let names, let hero, let spins):
        let moves = !names.isDisjoint(with: namesDrivingMotion[site.typeName] ?? [])
        let rotates = !names.isDisjoint(with: namesDrivingRotation[site.typeName] ?? [])
        guard moves || (rotates && !spins) || (hero && typesWithHeroMoves.contains(site.typeName)) else {
          continue
        }
      }
      context.report(
        "read '@Environment(\\.accessibilityReduceMotion)' and drop or soften this animation when it is on",
        from: site.start, to: site.end, when: .swiftUIRenderer(site.typeName))
    }
  }

  private func record(
    _ motion: Motion, from start: AbsolutePosition, to end: AbsolutePosition, _ call: FunctionCallExprSyntax
  ) {
    guard let typeName = call.enclosingTypeName, !call.isInPreview else { return }
    sites.append(Site(start: start, end: end, typeName: typeName, motion: motion))
  }

  /// Names that read the setting, or an app's own switch for it ('isAnimationReduced',
  /// 'enableReducedAnimation').
  private static let reduceMotionNames = [
    "reducemotion", "reducedmotion", "animationreduced", "reducedanimation", "reduceanimation", "animationsreduced",
  ]

  /// Modifiers that move, scale or turn a view: animating what they read is motion.
  private static let motionModifiers: Set<String> = [
    "offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "position",
  ]

  /// Animations that overshoot and settle: never brief enough to follow the finger.
  private static let springs: Set<String> = ["spring", "interpolatingSpring", "bouncy", "snappy"]

  /// `.spring()`, `.bouncy(duration: 0.3)`, `Animation.snappy.delay(0.1)`: a curve that overshoots.
  private static func isSpring(_ animation: ExprSyntax) -> Bool {
    animation.tokens(viewMode: .sourceAccurate).contains { token in
      token.tokenKind.isIdentifier && springs.contains(token.text)
    }
  }

  /// Exemption "follows the finger": an interactive spring, or an animation of at most 0.15 s
  /// that is no spring, smooths a position the user drags rather than moving things on its own.
  private static func followsTheFinger(_ animation: ExprSyntax) -> Bool {
    var brief = false
    for token in animation.tokens(viewMode: .sourceAccurate) {
      if token.text == "interactiveSpring" { return true }
      if token.tokenKind.isIdentifier, springs.contains(token.text) { return false }
      if token.text == "duration", let argument = token.parent.flatMap({ LabeledExprSyntax($0) }),
        let seconds = Double(argument.expression.trimmedDescription), seconds <= 0.15
      {
        brief = true
      }
    }
    return brief
  }

  /// Exemption "never inserted": a transition runs only when its view is inserted or removed,
  /// so it needs an 'if', a 'switch' or a 'ForEach' between it and the member that builds it, or
  /// to modify that member's whole result, which the caller may insert.
  private static func canBeInsertedOrRemoved(_ call: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(call)
    var crossedContainer = false
    while let parent = current.parent {
      switch parent.kind {
      case .ifExpr, .switchExpr, .ternaryExpr: return true
      case .closureExpr:
        if let name = Self.call(owning: parent)?.calledName, name == "ForEach" || name == "List" { return true }
        crossedContainer = true
      case .functionDecl, .variableDecl, .accessorBlock, .initializerDecl, .subscriptDecl: return !crossedContainer
      default: break
      }
      current = parent
    }
    return true
  }

  /// The call a closure is handed to: as its trailing closure, a labelled argument or an
  /// additional trailing closure.
  private static func call(owning closure: Syntax) -> FunctionCallExprSyntax? {
    guard let parent = closure.parent else { return nil }
    if let call = FunctionCallExprSyntax(parent) { return call }
    return parent.parent?.parent.flatMap { FunctionCallExprSyntax($0) }
  }

  /// Exemption "a near-fade", for a pressed look: `.scaleEffect(isPressed ? 0.98 : 1)` changes size
  /// by a few percent, every factor written between 0.9 and 1.1.
  private static func isSubtleScale(_ call: FunctionCallExprSyntax) -> Bool {
    guard call.calledName == "scaleEffect" else { return false }
    var factors: [Double] = []
    for token in call.arguments.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .floatLiteral(let text), .integerLiteral(let text):
        guard let value = Double(text) else { return false }
        factors.append(value)
      default: continue
      }
    }
    return !factors.isEmpty && factors.allSatisfy { (0.9...1.1).contains($0) }
  }

  /// The names the motion modifiers inside `base` read, with '.rotationEffect's apart:
  /// `.offset(x: drag)` anywhere in a stack that an '.animation(_:value:)' modifies.
  private static func namesDrivingMotion(in base: ExprSyntax) -> (moving: Set<String>, rotating: Set<String>) {
    var moving: Set<String> = []
    var rotating: Set<String> = []
    for token in base.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
      guard motionModifiers.contains(token.text) || token.text == "matchedGeometryEffect",
        let member = token.parent?.parent.flatMap({ MemberAccessExprSyntax($0) }),
        let call = member.parent.flatMap({ FunctionCallExprSyntax($0) }), !isSubtleScale(call)
      else { continue }
      if token.text == "rotationEffect" {
        rotating.formUnion(names(in: call.arguments))
      } else {
        moving.formUnion(names(in: call.arguments))
      }
    }
    return (moving, rotating)
  }

  /// Transitions that slide, push, scale or offset a view in, by the name's first word
  /// (`.move(edge:)`, `.slide`, `.push(from:)`, `.scale`, `.offset(...)`, a custom `.slideUp`).
  private static let movingTransitions = ["move", "slide", "push", "scale", "offset"]

  /// Names too generic to tie an animation to a motion modifier (`.degrees(...)`, `size.width`).
  private static let geometryWords: Set<String> = [
    "degrees", "radians", "width", "height", "size", "x", "y", "zero", "self", "anchor", "axis",
  ]

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

  /// The modifiers in the chain under an '.animation' that move the view itself: `.offset(y: drag)`,
  /// `.scaleEffect(isPressed ? 0.95 : 1)`, a hero move, a sliding transition. Constant offsets and
  /// scales (`.offset(y: -2)`) do not animate.
  private static func motionInChain(_ base: ExprSyntax, countsSubtleScales: Bool) -> Set<String> {
    var result: Set<String> = []
    var current = base
    while let call = FunctionCallExprSyntax(current), let member = call.modifierAccess, let next = member.base {
      let name = member.declName.baseName.text
      if name == "matchedGeometryEffect"
        || (motionModifiers.contains(name) && !names(in: call.arguments).isEmpty
          && (countsSubtleScales || !isSubtleScale(call)))
      {
        result.insert(name)
      }
      if name == "transition", let argument = call.arguments.first?.expression, transitionMoves(argument) {
        result.insert(name)
      }
      current = next
    }
    return result
  }

  /// `.linear(duration: 1).repeatForever(autoreverses: false)`: the same turn again and again.
  private static func repeatsWithoutReversing(_ animation: ExprSyntax) -> Bool {
    animation.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == "repeatForever",
        let call = token.parent?.parent?.parent.flatMap({ FunctionCallExprSyntax($0) }),
        let reverses = call.argument(labeled: "autoreverses")
      else { return false }
      return BooleanLiteralExprSyntax(reverses.expression)?.literal.tokenKind == .keyword(.false)
    }
  }

  /// Whether a 'withAnimation' body sets an angle to a full turn (`angle = 360`,
  /// `rotation = .degrees(360)`, `angle = 2 * .pi`), which ends where it started: a spin.
  private static func turnsFullCircle(_ body: ClosureExprSyntax) -> Bool {
    body.statements.contains { item in
      guard let expression = ExprSyntax(item.item), let (_, value) = expression.assignmentOperands else {
        return false
      }
      let tokens = value.tokens(viewMode: .sourceAccurate).map(\.text)
      return tokens.contains("360") || tokens.contains("360.0") || (tokens.contains("pi") && tokens.contains("2"))
    }
  }

  /// Whether a transition slides, pushes, scales or offsets, alone or combined ('.asymmetric',
  /// '.combined(with:)'); cross-fades ('.opacity', '.identity', '.blurReplace') and transitions
  /// built elsewhere do not count.
  private static func transitionMoves(_ transition: ExprSyntax) -> Bool {
    transition.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind.isIdentifier, let member = token.parent?.parent.flatMap({ MemberAccessExprSyntax($0) }),
        member.declName.baseName.id == token.id,
        member.base == nil || member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == "AnyTransition"
      else { return false }
      guard movingTransitions.contains(where: { token.text.hasPrefix($0) }) else { return false }
      // Exemption "a near-fade": '.scale(scale: 0.96)' with a fade changes size by a few percent.
      if token.text == "scale", let call = member.parent.flatMap({ FunctionCallExprSyntax($0) }),
        let factor = call.argument(labeled: "scale").flatMap({ Double($0.expression.trimmedDescription) }),
        factor >= 0.9
      {
        return false
      }
      return true
    }
  }

  /// Whether an expression builds a transition value: its chain starts at an implicit member
  /// (`.opacity`, `.move(edge:)`) or at `AnyTransition`, where a view's chain starts at a view.
  private static func isTransitionValue(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while true {
      if let call = FunctionCallExprSyntax(current) {
        current = call.calledExpression
      } else if let member = MemberAccessExprSyntax(current) {
        guard let base = member.base else { return true }
        current = base
      } else {
        return DeclReferenceExprSyntax(current)?.baseName.text == "AnyTransition"
      }
    }
  }

  /// Whether the body of a scoped '.animation(_:body:)' offsets, scales, rotates or positions.
  private static func appliesMotion(_ body: ClosureExprSyntax) -> Bool {
    body.tokens(viewMode: .sourceAccurate).contains { token in
      token.tokenKind.isIdentifier && motionModifiers.contains(token.text)
    }
  }

  /// Whether a 'withAnimation' body scrolls ('proxy.scrollTo(id)').
  private static func scrolls(_ body: ClosureExprSyntax) -> Bool {
    body.tokens(viewMode: .sourceAccurate).contains { token in
      token.text == "scrollTo" && token.tokenKind.isIdentifier
    }
  }

  /// The names a 'withAnimation' body changes: `isExpanded = true`, `offsets[id]! += 10`,
  /// `viewModel.isOpen.toggle()` (the last name of each target).
  private static func assignedNames(_ body: ClosureExprSyntax) -> Set<String> {
    var result: Set<String> = []
    for token in body.tokens(viewMode: .sourceAccurate) {
      if token.tokenKind == .equal || (token.tokenKind.isBinaryOperator && compoundAssignments.contains(token.text)) {
        // The element before the operator in its (unfolded) sequence is the target.
        guard let operatorNode = token.parent, let list = operatorNode.parent.flatMap({ ExprListSyntax($0) })
        else { continue }
        var previous: ExprSyntax?
        for element in list {
          if element.id == operatorNode.id { break }
          previous = element
        }
        if let target = previous.flatMap(lastName) { result.insert(target) }
      } else if token.text == "toggle", let member = token.parent?.parent.flatMap({ MemberAccessExprSyntax($0) }),
        let target = member.base.flatMap(lastName)
      {
        result.insert(target)
      }
    }
    return result
  }

  private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/="]

  /// `isOpen` for `isOpen`, `self.isOpen`, `viewModel.isOpen`; `offsets` for `offsets[id]!`.
  private static func lastName(_ expression: ExprSyntax) -> String? {
    var current = expression
    while true {
      if let unwrap = ForceUnwrapExprSyntax(current) {
        current = unwrap.expression
      } else if let optional = OptionalChainingExprSyntax(current) {
        current = optional.expression
      } else if let subscriptCall = SubscriptCallExprSyntax(current) {
        current = subscriptCall.calledExpression
      } else {
        break
      }
    }
    return DeclReferenceExprSyntax(current)?.baseName.text ?? MemberAccessExprSyntax(current)?.declName.baseName.text
  }

  /// The lowercase names an expression reads, without geometry vocabulary.
  private static func names(_ expression: some SyntaxProtocol) -> Set<String> {
    var result: Set<String> = []
    for token in expression.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
      let text = token.text
      guard let first = text.unicodeScalars.first, first.properties.isLowercase, !geometryWords.contains(text) else {
        continue
      }
      result.insert(text)
    }
    return result
  }

  private static func names(in arguments: LabeledExprListSyntax) -> Set<String> {
    arguments.reduce(into: []) { $0.formUnion(names($1.expression)) }
  }

  private static func firstArgumentIsNil(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.first?.expression.is(NilLiteralExprSyntax.self) == true
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }

  fileprivate var isBinaryOperator: Bool {
    if case .binaryOperator = self { return true }
    return false
  }
}
