import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `button_not_tap_gesture`: an action the user triggers by tapping belongs in a `Button`, which
/// VoiceOver announces and the tvOS focus engine can reach.
package final class ButtonNotTapGestureRule: SyntaxRule<ButtonNotTapGestureRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Views whose taps are not actions (text inputs take focus on tap).
    package var ignoredViews = ["TextField", "SecureField", "TextEditor"]
    /// Whether only taps on an image, a text or a label are judged: the default form.
    package var onlyImagesAndText = true

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .stringList(
          "ignored_views", \.ignoredViews,
          "views whose '.onTapGesture' is not a button action, such as text inputs that take focus on tap"),
        .boolean(
          "only_images_and_text", \.onlyImagesAndText,
          "judge only taps on an 'Image', 'Text' or 'Label' (seed 001's 'Image(systemName: \"plus\").onTapGesture'); "
            + "false judges every view, rows and containers too"),
      ]
    }
  }

  package static let description = RuleDescription(
    id: "button_not_tap_gesture",
    summary: "'.onTapGesture' or a single 'TapGesture' used as a button action: use 'Button'",
    rationale: """
      A view with '.onTapGesture' is not a control: VoiceOver does not announce it as a button, Full Keyboard Access \
      and Switch Control skip it, and on tvOS the focus engine cannot reach it at all, so the action is unreachable \
      with a remote. 'Button' gets all of that, plus highlight states, for free; '.buttonStyle(.plain)' keeps a \
      custom look. The same holds for a single 'TapGesture().onEnded { … }' attached with '.gesture', \
      '.simultaneousGesture' or '.highPriorityGesture'. Not flagged: multi-tap gestures ('count: 2'), gestures that \
      read the tap location ('SpatialTapGesture'), tap gestures combined with others, a simultaneous tap on a \
      control ('ShareLink', 'Button', 'Link'), which keeps its own accessible action, taps on text \
      inputs (the 'ignored_views' option; seed 000's SearchBar sets its editing flag this way) and taps whose only \
      effect is to move focus or dismiss the keyboard ('isFocused = false', 'hideKeyboard()'); empty taps that only \
      keep another gesture from firing; scrims and background taps that dismiss ('Color.black.opacity(0.4)' \
      setting 'item = nil', a 'backgroundTapped' action), which VoiceOver users leave with the escape gesture; \
      a row tap that repeats the action of a 'Button' inside it (it only widens the button's target); taps \
      given to VoiceOver on the same view ('.accessibilityAddTraits(.isButton)', '.accessibilityAction', an \
      '.accessibilityHint' that describes them, '.accessibilityHidden') or on a container around it; the \
      control drawn by a 'PrimitiveButtonStyle' or 'ToggleStyle'; and preview code. \
      By default the rule judges only what seed 001 names: a tap on an 'Image', 'Text' or 'Label' \
      ('Image(systemName: \"plus\").onTapGesture { }'). With 'only_images_and_text' set to false it judges every \
      view, and seed 000's list rows that select an item with '.onTapGesture' are flagged: selection is a button \
      action, as seed 001 says. That wider form is opt-in: on 14 open-source apps a sample of 16 findings held 2 \
      wrong (88%, 2026-12-01) — a placeholder tap awaiting its action and a badge kept out of accessibility on \
      purpose, which only a prose comment tells apart.
      """,
    sources: [
      PlaybookReference(
        .observableRouter, "Use Button for interactions (accessibility); don't use onTapGesture for buttons"),
      PlaybookReference(.mvvmBaseViewModel, "Accessibility labels on interactive elements"),
    ],
    family: .swiftUIViews,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        struct ToolbarView: View {
          var body: some View {
            Image(systemName: "plus")↓.onTapGesture { viewModel.onTappedAdd() }
          }
        }
        """,
        note: "seed 001's 'don't use onTapGesture for buttons', the form judged by default"),
      .clean(
        """
        struct ArticleRow: View {
          var body: some View {
            HStack { Text(article.title) }.onTapGesture { viewModel.onSelect(article) }
          }
        }
        """,
        note: "by default only images, texts and labels are judged; 'only_images_and_text': false judges rows too"),
      .flagged(
        """
        struct AddBar: View {
          var body: some View {
            Image(systemName: "plus")↓.onTapGesture { }  // BAD
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#, note: "seed 001's ❌ example"),
      .flagged(
        """
        struct HomeList: View {
          @StateObject private var viewModel = HomeViewModel()
          var body: some View {
            List {
              ForEach(viewModel.filteredItems) { item in
                HomeItemRow(item: item)
                  ↓.onTapGesture {
                    viewModel.selectItem(item)
                  }
              }
            }
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#, note: "seed 000's row selection: a button action"),
      .flagged(
        """
        #if os(tvOS)
        struct PosterCell<Poster: View>: View {
          let poster: Poster
          let open: () -> Void
          var body: some View {
            poster
              .padding()
              ↓.onTapGesture(count: 1, perform: open)
          }
        }
        #endif
        """, options: #"{"only_images_and_text": false}"#),
      .flagged(
        """
        struct EpisodeTile: View {
          let episode: Episode
          @Binding var selection: Episode?
          var body: some View {
            VStack {
              Artwork(episode.artwork)
                ↓.gesture(TapGesture().onEnded { selection = episode })
              Text(episode.title)
                ↓.simultaneousGesture(TapGesture(count: 1).onEnded { _ in selection = episode })
            }
            ↓.highPriorityGesture(
              TapGesture()
                .onEnded { onOpen(episode) }
            )
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#, note: "a single tap gesture is '.onTapGesture' spelled longer"),
      .clean(
        """
        struct ZoomableArtwork: View {
          @FocusState private var isFocused: Bool
          var body: some View {
            Artwork(image)
              .gesture(TapGesture(count: 2).onEnded { toggleZoom() })
              .simultaneousGesture(SpatialTapGesture().onEnded { mark($0.location) })
              .highPriorityGesture(TapGesture().onEnded { isFocused = false })
              .gesture(DragGesture().onEnded { drag($0) })
              .gesture(TapGesture().onEnded { select() }.exclusively(before: LongPressGesture()))
            TextField("Name", text: $name)
              .simultaneousGesture(TapGesture().onEnded { isEditing = true })
            ShareLink(item: inviteURL) { Label("Invite", systemImage: "square.and.arrow.up") }
              .simultaneousGesture(TapGesture().onEnded { _ in viewModel.onInviteShared() })
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#,
        note: "double taps, located taps, focus moves, other and combined gestures, text inputs, controls"),
      .clean(
        """
        struct CapsuleTapStyle: PrimitiveButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label
              .contentShape(Capsule())
              .onTapGesture { configuration.trigger() }
          }
        }

        struct SignUpForm: View {
          @ObservedObject var viewModel: SignUpViewModel
          var body: some View {
            fields
              .background(Color.clear.onTapGesture { viewModel.endEditing.send() })
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#,
        note: "a primitive button style is the button; a background tap that only ends editing"),
      .clean(
        """
        struct ReactionsOverlay: View {
          @Binding var isPickerOpen: Bool
          var body: some View {
            ZStack {
              Color.black.opacity(0.3)
                .onTapGesture { withAnimation { isPickerOpen = false } }
              ReactionPicker()
            }
            .onTapGesture { store.send(.backgroundTapped) }
            Avatar(user)
              .accessibilityAddTraits(.isButton)
              .onTapGesture { openProfile(user) }
            SeenByView(users)
              .onTapGesture { showSeenBy() }
              .accessibilityElement(children: .ignore)
              .accessibilityLabel("Seen by \\(users.count)")
              .accessibilityHint("Shows everyone who has seen this")
            Artwork(image)
              .onTapGesture {}
              .highPriorityGesture(DragGesture().onChanged { scrub($0) })
            ReactionsView(reactions)
              // Stops the message's long press from taking the touch.
              .onTapGesture { }
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#,
        note: "a scrim or background tap that dismisses, taps VoiceOver is given, an empty tap that blocks another"),
      .clean(
        """
        struct CheckboxStyle: ToggleStyle {
          func makeBody(configuration: Configuration) -> some View {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
              .onTapGesture { configuration.isOn.toggle() }
          }
        }

        struct SyncRow: View {
          @State private var isShowingOptions = false
          var body: some View {
            HStack {
              Text("Sync")
              Button("Options…") { isShowingOptions = true }
            }
            .contentShape(Rectangle())
            .onTapGesture { isShowingOptions = true }
          }
        }

        struct PostRow: View {
          var body: some View {
            VStack {
              PostContent(post)
              Color.clear.onTapGesture {
                guard !isFocused else { return }
                openDetail()
              }
            }
            .accessibilityAction { openDetail() }
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#,
        note: "a toggle style is the toggle; a row tap that repeats its button; a container that gives the action"),
      .flagged(
        """
        struct StatusRow: View {
          var body: some View {
            HStack {
              Avatar(account)
                .accessibilityLabel(account.displayName)
                ↓.onTapGesture { openProfile(account) }
              Button("Reply") { reply() }
            }
            ↓.onTapGesture { openDetail() }
            Color.accentColor
              ↓.onTapGesture { isShowingDetails = true }
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#,
        note: "a label alone is no action; a row whose button does something else; a colour that opens something"),
      .clean(
        """
        struct AddBar: View {
          var body: some View {
            Button("Add") { viewModel.onTappedAdd() }
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#, note: "seed 001's ✅ example"),
      .clean(
        """
        struct SearchBar: View {
          @Binding var text: String
          @Binding var isEditing: Bool

          var body: some View {
            HStack {
              TextField("Search", text: $text)
                .textFieldStyle(.roundedBorder)
                .onTapGesture {
                  isEditing = true
                }
            }
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#,
        note: "seed 000's SearchBar: a tap on a text field that starts editing is not a button"),
      .clean(
        """
        struct Photo: View {
          @FocusState private var isFocused: Bool
          var body: some View {
            Image("photo")
              .onTapGesture(count: 2) { zoomIn() }
              .onTapGesture(coordinateSpace: .local) { location in mark(location) }
            Color.clear
              .contentShape(Rectangle())
              .onTapGesture { isFocused = false }
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#,
        note: "double taps, located taps and focus dismissal are not button actions"),
      .clean(
        """
        struct AddBar_Previews: PreviewProvider {
          static var previews: some View {
            Image(systemName: "plus").onTapGesture { print("tapped") }
          }
        }
        """,
        options: #"{"only_images_and_text": false}"#, note: "preview code never ships"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  private lazy var ignoredViews: Set<String> = Set(options.ignoredViews)

  package func visit(_ node: Syntax) {
    guard let reading = context.reading(ofCall: node), let name = reading.name,
      name == "onTapGesture" || name == "gesture" || name == "simultaneousGesture" || name == "highPriorityGesture"
    else {
      return
    }
    visitGesture(reading, name: name)
  }

  /// Apart from `visit(_:)`, so that the calls turned down by name do not fetch the metadata of
  /// every syntax type this body uses.
  @inline(never)
  private func visitGesture(_ reading: CallReading, name: String) {
    guard let member = reading.modifierAccess, let base = reading.base else { return }
    let call = reading.call
    let action: ClosureExprSyntax?
    let message: String
    switch name {
    case "onTapGesture":
      if let count = call.argument(labeled: "count") {
        guard IntegerLiteralExprSyntax(count.expression)?.literal.text == "1" else { return }
      }
      if call.argument(labeled: "coordinateSpace") != nil { return }
      action = call.closure(labeled: "perform", orTrailing: true)
      if action?.signature?.parameterClause != nil { return }
      message = "use a 'Button' for this action: '.onTapGesture' is not announced by VoiceOver nor focusable on tvOS"
    case "gesture", "simultaneousGesture", "highPriorityGesture":
      guard let gesture = call.arguments.first, gesture.label == nil,
        let onEnded = Self.singleTapAction(gesture.expression)
      else { return }
      // A control keeps its own action; a simultaneous tap only observes it ('ShareLink' noting a share).
      if member.declName.baseName.text == "simultaneousGesture",
        let rootName = base.chainRootViewCall?.viewName, Self.controls.contains(rootName)
      {
        return
      }
      action = onEnded
      message = "use a 'Button' for this action: a 'TapGesture' is not announced by VoiceOver nor focusable on tvOS"
    default:
      return
    }
    let rootName = base.chainRootViewCall?.viewName
    if let rootName, ignoredViews.contains(rootName) { return }
    if options.onlyImagesAndText, !Self.imagesAndText.contains(rootName ?? "") { return }
    if let action {
      if action.statements.isEmpty, Self.blocksAnotherGesture(call, member: member, action: action) { return }
      if let effects = Self.effects(of: action.statements), !effects.isEmpty {
        if effects.allSatisfy(Self.onlyMovesFocus) { return }
        if Self.dismissesBackground(effects, tappedView: base) { return }
        // No 'Button' in the tapped view's text, no button to repeat: its tokens go unread.
        if context.text(of: base, containsAnyOf: ["Button"]), Self.repeatsButtonInside(base, effects: effects) {
          return
        }
      }
    }
    guard !call.isInPreview, !Self.isInControlStyle(call), !Self.isMadeAccessible(call) else { return }
    context.report(
      message, from: member.period.positionAfterSkippingLeadingTrivia,
      to: member.declName.endPositionBeforeTrailingTrivia)
  }

  /// The views the default form judges: an image, a text or a label tapped as a button.
  private static let imagesAndText: Set<String> = ["Image", "AsyncImage", "Text", "Label"]

  /// The action of `TapGesture().onEnded { … }` or `TapGesture(count: 1).onEnded { … }`, the
  /// gesture form of a single tap; `nil` for double taps, located taps ('SpatialTapGesture'),
  /// gestures combined with others and gestures built elsewhere.
  private static func singleTapAction(_ expression: ExprSyntax) -> ClosureExprSyntax? {
    guard let onEnded = FunctionCallExprSyntax(expression), let member = onEnded.modifierAccess,
      member.declName.baseName.text == "onEnded", let tap = member.base.flatMap({ FunctionCallExprSyntax($0) }),
      tap.viewName == "TapGesture",
      tap.arguments.allSatisfy({ argument in
        argument.label?.text == "count" && IntegerLiteralExprSyntax(argument.expression)?.literal.text == "1"
      })
    else { return nil }
    return onEnded.closure(labeled: "action", orTrailing: true)
  }

  /// Views that are controls already: VoiceOver announces them and runs their own action.
  private static let controls: Set<String> = [
    "Button", "ShareLink", "Link", "NavigationLink", "Toggle", "Menu", "Picker", "Stepper",
  ]

  private static let keyboardCalls: Set<String> = [
    "endEditing", "resignFirstResponder", "hideKeyboard", "dismissKeyboard",
  ]

  /// `isFocused = false`, `isEditing = true`, `focus = nil`, `hideKeyboard()`.
  private static func onlyMovesFocus(_ statement: ExprSyntax) -> Bool {
    if let (left, _) = statement.assignmentOperands {
      let name =
        DeclReferenceExprSyntax(left)?.baseName.text
        ?? MemberAccessExprSyntax(left)?.declName.baseName.text ?? ""
      let lowered = name.lowercased()
      return lowered.contains("focus") || lowered.contains("editing")
    }
    if let call = FunctionCallExprSyntax(statement), let name = call.calledName {
      if keyboardCalls.contains(name) { return true }
      // `viewModel.endEditing.send()`: a subject that ends editing.
      var base = MemberAccessExprSyntax(call.calledExpression)?.base
      while let member = base.flatMap({ MemberAccessExprSyntax($0) }) {
        if keyboardCalls.contains(member.declName.baseName.text) { return true }
        base = member.base
      }
    }
    return false
  }

  /// A `PrimitiveButtonStyle` or `ToggleStyle` draws a control that is a 'Button' or 'Toggle'
  /// already: its tap gesture calls `configuration.trigger()` or flips `configuration.isOn`, and
  /// VoiceOver announces and activates the styled control.
  private static func isInControlStyle(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.enclosingTypeDeclaration
    while let type = current {
      let inherited = type.inheritanceClause.typeNames
      if inherited.contains("PrimitiveButtonStyle") || inherited.contains("ToggleStyle") { return true }
      current = type.enclosingTypeDeclaration
    }
    return false
  }

  /// Whether an empty tap is there to stop another gesture (a parent's tap, a scroll view's drag, a
  /// long press) from taking the touch, as a comment says or another gesture in the chain shows.
  /// An empty tap without either is a placeholder for an action, as in seed 001's example.
  private static func blocksAnotherGesture(
    _ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, action: ClosureExprSyntax
  ) -> Bool {
    let trivia = member.period.leadingTrivia + action.leftBrace.trailingTrivia + action.rightBrace.leadingTrivia
    if trivia.contains(where: \.isComment) { return true }
    return chainModifiers(of: call).contains { modifier in
      guard modifier.id != call.id, let name = modifier.modifierAccess?.declName.baseName.text else { return false }
      return name.contains("Gesture") || name.hasPrefix("longPress")
    }
  }

  /// The statements a tap runs, looking through `withAnimation { }`, `Task { }` and the branches
  /// of `if`; a `guard … else { return }` only decides whether they run. `nil` when a statement is
  /// something else (a declaration, a loop).
  private static func effects(of statements: CodeBlockItemListSyntax) -> [ExprSyntax]? {
    var result: [ExprSyntax] = []
    for item in statements {
      if let guardStatement = GuardStmtSyntax(item.item) {
        guard guardStatement.body.statements.allSatisfy({ ReturnStmtSyntax($0.item) != nil }) else { return nil }
        continue
      }
      let expression = ExprSyntax(item.item) ?? ExpressionStmtSyntax(item.item)?.expression
      guard let expression else { return nil }
      if let ifExpr = IfExprSyntax(expression) {
        guard let branches = effects(of: ifExpr) else { return nil }
        result += branches
      } else if let call = FunctionCallExprSyntax(expression), let name = call.calledName,
        name == "withAnimation" || name == "Task", let closure = call.trailingClosure
      {
        guard let body = effects(of: closure.statements) else { return nil }
        result += body
      } else {
        result.append(expression)
      }
    }
    return result
  }

  /// The statements of every branch of an `if`, `else if` and `else`.
  private static func effects(of ifExpr: IfExprSyntax) -> [ExprSyntax]? {
    guard var result = effects(of: ifExpr.body.statements) else { return nil }
    guard let elseBody = ifExpr.elseBody else { return result }
    if let nested = IfExprSyntax(elseBody) {
      guard let rest = effects(of: nested) else { return nil }
      result += rest
    } else {
      guard let block = CodeBlockSyntax(elseBody), let rest = effects(of: block.statements) else { return nil }
      result += rest
    }
    return result
  }

  /// Words that say a tap lands outside the content: 'backgroundTapped', 'onTapOutside'.
  private static let backgroundWords = ["background", "outside"]

  /// Views that a scrim is made of: a colour or a plain shape laid over the content.
  private static let scrimViews: Set<String> = ["Color", "Rectangle", "Circle", "Capsule", "RoundedRectangle"]

  /// Whether the tap dismisses something from a scrim or the background: a dimmed 'Color' or a
  /// shape whose tap clears a presentation (`item = nil`, `isShown = false`, `dismissMenu()`), or
  /// an action named for a background tap. VoiceOver users dismiss with the escape gesture; a
  /// screen-sized 'Button' would be wrong.
  private static func dismissesBackground(_ effects: [ExprSyntax], tappedView: ExprSyntax) -> Bool {
    let names = effects.flatMap { effect in
      effect.tokens(viewMode: .sourceAccurate).filter(\.isIdentifier).map { $0.text.lowercased() }
    }
    // ASCII names are searched byte by byte (Foundation's `contains` bridged each to `NSString`);
    // any other keeps Foundation's search, whose matching of composed characters bytes would miss.
    if names.contains(where: { name in
      name.utf8.allSatisfy { $0 < 0x80 }
        ? backgroundWords.contains { name.containsBytes($0) } : backgroundWords.contains { name.contains($0) }
    }) {
      return true
    }
    guard let root = chainRootName(tappedView), scrimViews.contains(root) else { return false }
    return effects.allSatisfy { effect in
      if let (_, value) = effect.assignmentOperands {
        if value.is(NilLiteralExprSyntax.self) { return true }
        return BooleanLiteralExprSyntax(value)?.literal.tokenKind == .keyword(.false)
      }
      let words = effect.tokens(viewMode: .sourceAccurate).map { $0.text.lowercased() }
      return words.contains { word in ["dismiss", "close", "hide"].contains { word.hasPrefix($0) } }
    }
  }

  /// The type name a modifier chain starts from: `Color` for `Color.black.opacity(0.4)` or
  /// `Color(.systemBackground)`, `Rectangle` for `Rectangle().fill(...)`.
  private static func chainRootName(_ expression: ExprSyntax) -> String? {
    var current = expression
    while true {
      if let call = FunctionCallExprSyntax(current) {
        current = call.calledExpression
      } else if let member = MemberAccessExprSyntax(current), let base = member.base {
        current = base
      } else {
        return DeclReferenceExprSyntax(current)?.baseName.text
      }
    }
  }

  /// Whether the tapped view holds a 'Button' that runs the same statements: the tap only widens
  /// the button's target ('.contentShape(Rectangle()).onTapGesture { … }' on its row), and the
  /// action stays reachable through the button.
  private static func repeatsButtonInside(_ tappedView: ExprSyntax, effects tapEffects: [ExprSyntax]) -> Bool {
    let wanted = Set(tapEffects.map(\.trimmedDescription))
    var offered: Set<String> = []
    for node in tappedView.tokens(viewMode: .sourceAccurate) where node.text == "Button" {
      guard let reference = node.parent.flatMap({ DeclReferenceExprSyntax($0) }),
        let button = reference.parent.flatMap({ FunctionCallExprSyntax($0) }),
        button.calledExpression.id == reference.id
      else { continue }
      let closure =
        button.closure(labeled: "action", orTrailing: false)
        ?? (button.argument(labeled: "label") != nil || !button.additionalTrailingClosures.isEmpty
          ? button.trailingClosure : nil)
        ?? (button.arguments.first?.label == nil && button.arguments.count == 1 ? button.trailingClosure : nil)
      if let closure, let statements = effects(of: closure.statements) {
        offered.formUnion(statements.map(\.trimmedDescription))
      }
      if let action = button.argument(labeled: "action"), !action.expression.is(ClosureExprSyntax.self) {
        offered.insert(action.expression.trimmedDescription + "()")
      }
    }
    return !wanted.isEmpty && wanted.isSubset(of: offered)
  }

  /// Modifiers that give VoiceOver the tap: a button trait, an accessibility action, a hint that
  /// describes the action, a representation; or hide the view because the same action is offered
  /// another way. On the tapped view's own chain any of them counts; on a container around it,
  /// the actions, traits and hiding do (a hint there describes the container).
  private static func isMadeAccessible(_ call: FunctionCallExprSyntax) -> Bool {
    if chainModifiers(of: call).contains(where: { makesTapAccessible($0, onTappedView: true) }) { return true }
    var current = call.parent
    while let node = current, node.kind != .memberBlockItem {
      if let container = FunctionCallExprSyntax(node),
        chainModifiers(of: container).contains(where: { makesTapAccessible($0, onTappedView: false) })
      {
        return true
      }
      current = node.parent
    }
    return false
  }

  /// Every modifier call of the chain a call belongs to, inside and outside it.
  private static func chainModifiers(of call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
    var top = call
    while let member = top.parent.flatMap({ MemberAccessExprSyntax($0) }), member.base?.id == top.id,
      let outer = member.parent.flatMap({ FunctionCallExprSyntax($0) }), outer.calledExpression.id == member.id
    {
      top = outer
    }
    var result: [FunctionCallExprSyntax] = []
    var current: FunctionCallExprSyntax? = top
    while let link = current, let member = link.modifierAccess {
      result.append(link)
      current = member.base.flatMap { FunctionCallExprSyntax($0) }
    }
    return result
  }

  private static func makesTapAccessible(_ modifier: FunctionCallExprSyntax, onTappedView: Bool) -> Bool {
    guard let name = modifier.modifierAccess?.declName.baseName.text else { return false }
    // The arguments' text is built only for the modifiers that read it (most are not these).
    var arguments: String { modifier.arguments.trimmedDescription }
    switch name {
    case "accessibilityAction", "accessibilityActions", "accessibilityRepresentation": return true
    case "accessibilityAddTraits":
      let arguments = arguments
      return arguments.contains("isButton") || arguments.contains("isLink")
    case "accessibilityHidden": return !arguments.contains("false")
    case "accessibility":
      let arguments = arguments
      return arguments.contains("isButton") || (arguments.contains("hidden") && !arguments.contains("false"))
    case "accessibilityHint": return onTappedView
    default: return false
    }
  }
}

extension TokenSyntax {
  fileprivate var isIdentifier: Bool {
    if case .identifier = tokenKind { return true }
    return false
  }
}
