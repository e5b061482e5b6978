import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `button_not_tap_gesture`: an action the user triggers by tapping belongs in a `Button`, which
/// VoiceOver announces and the tvOS focus engine can reach.
public final class ButtonNotTapGestureRule: Rule {
  public struct Options: RuleOptions {
    /// Views whose taps are not actions (text inputs take focus on tap).
    public var ignoredViews = ["TextField", "SecureField", "TextEditor"]

    public init() {}

    public static var fields: [OptionField<Options>] {
      [
        .stringList(
          "ignored_views", \.ignoredViews,
          "views whose '.onTapGesture' is not a button action, such as text inputs that take focus on tap")
      ]
    }
  }

  public static let description = RuleDescription(
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
      effect is to move focus or dismiss the keyboard ('isFocused = false', 'hideKeyboard()'), and preview code. \
      Seed 000's list rows that select an item with '.onTapGesture' are flagged: selection is a button action, as \
      seed 001 says.
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
        struct AddBar: View {
          var body: some View {
            Image(systemName: "plus")↓.onTapGesture { }  // BAD
          }
        }
        """,
        note: "seed 001's ❌ example"),
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
        note: "seed 000's row selection: a button action"),
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
        """),
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
        note: "a single tap gesture is '.onTapGesture' spelled longer"),
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
        note: "a primitive button style is the button; a background tap that only ends editing"),
      .clean(
        """
        struct AddBar: View {
          var body: some View {
            Button("Add") { viewModel.onTappedAdd() }
          }
        }
        """,
        note: "seed 001's ✅ example"),
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
        note: "double taps, located taps and focus dismissal are not button actions"),
      .clean(
        """
        struct AddBar_Previews: PreviewProvider {
          static var previews: some View {
            Image(systemName: "plus").onTapGesture { print("tapped") }
          }
        }
        """,
        note: "preview code never ships"),
    ])

  public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  private let context: RuleContext
  private let ignoredViews: Set<String>

  public init(options: Options, context: RuleContext) {
    self.context = context
    self.ignoredViews = Set(options.ignoredViews)
  }

  public func visit(_ node: Syntax) {
    guard let call = FunctionCallExprSyntax(node), let member = call.modifierAccess, let base = member.base else {
      return
    }
    let action: ClosureExprSyntax?
    let message: String
    switch member.declName.baseName.text {
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
    if let rootName = base.chainRootViewCall?.viewName, ignoredViews.contains(rootName) { return }
    if let statements = action?.statements.expressionStatements, !statements.isEmpty,
      statements.allSatisfy(Self.onlyMovesFocus)
    {
      return
    }
    guard !call.isInPreview, !Self.isInPrimitiveButtonStyle(call) else { return }
    context.report(
      message, from: member.period.positionAfterSkippingLeadingTrivia,
      to: member.declName.endPositionBeforeTrailingTrivia)
  }

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

  /// A `PrimitiveButtonStyle` builds the button itself: its tap gesture calls
  /// `configuration.trigger()`, and the styled control is already a 'Button'.
  private static func isInPrimitiveButtonStyle(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.enclosingTypeDeclaration
    while let type = current {
      if type.inheritanceClause.typeNames.contains("PrimitiveButtonStyle") { return true }
      current = type.enclosingTypeDeclaration
    }
    return false
  }
}
