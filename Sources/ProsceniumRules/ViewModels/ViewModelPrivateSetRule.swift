import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_model_private_set`: state a view model manages itself is readable by views but
/// writable only by the view model.
package final class ViewModelPrivateSetRule: SyntaxRule<ViewModelPrivateSetRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Leave settable the properties that views may bind to.
    package var allowBoundProperties = true

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .boolean(
          "allow_bound_properties", \.allowBoundProperties,
          "leave settable the properties views may bind to with '$model.property'; when false, every settable stored property is reported"
        )
      ]
    }
  }

  package static let description = RuleDescription(
    id: "view_model_private_set",
    summary: "state a view model manages itself is 'private(set)'",
    rationale: """
      Seed 001: "private(set) for mutable state". When views can assign a view model's state \
      ('viewModel.items = []'), the state has two owners, and the view model's invariants — \
      'isLoading' falls back to false, 'errorMessage' clears on retry — can be broken from \
      anywhere; 'private(set)' keeps reads public and writes in one place. Properties that views \
      bind to ('$viewModel.searchText', 'isPresented: $viewModel.showError') must stay settable. A \
      view's bindings usually live in another file, which a rule cannot see, so with \
      'allow_bound_properties' (the default) the rule only reports state that reads as reported \
      by the view model — a progress flag ('isLoading…', 'isSaving', 'hasMore…'), an error or \
      message that is not a 'Bool' presentation flag, a 'state', 'phase', 'status' or 'results' — \
      that the view model itself assigns outside 'init', that no code in the same file binds \
      with '$x.name' or assigns from outside, and whose name does not suggest two-way state \
      (presentation flags and items, selections, paths, focus, edited text, queries). Base \
      classes that the project subclasses, routers and coordinators are skipped. Checked on a \
      large open-source SwiftUI app, wider heuristics (any non-control type) reported \
      properties bound or assigned by views in other files about one time in five; the index \
      does not yet record '$x.name' bindings across files.
      """,
    sources: [
      PlaybookReference(.observableRouter, "private(set) for mutable state"),
      PlaybookReference(.cleanLayers, "@Published private(set) var characters"),
    ],
    family: .viewModels,
    defaultSeverity: .warning,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        final class ContentListViewModel: BaseViewModel {
          @Published var items: [ContentItem] = []
          @Published ↓var isLoadingMore: Bool = false
          @Published ↓var hasMorePages: Bool = true

          func loadMoreItems() async {
            guard !isLoadingMore && hasMorePages else { return }
            isLoadingMore = true
            await loadItems()
            isLoadingMore = false
          }

          private func loadItems() async {
            await executeTask {
              let fetchedItems = try await self.contentService.fetchItems(page: self.currentPage, limit: self.pageSize)
              self.items.append(contentsOf: fetchedItems)
              self.hasMorePages = fetchedItems.count >= self.pageSize
            }
          }
        }
        """,
        fixed: """
          @MainActor
          final class ContentListViewModel: BaseViewModel {
            @Published var items: [ContentItem] = []
            @Published private(set) var isLoadingMore: Bool = false
            @Published private(set) var hasMorePages: Bool = true

            func loadMoreItems() async {
              guard !isLoadingMore && hasMorePages else { return }
              isLoadingMore = true
              await loadItems()
              isLoadingMore = false
            }

            private func loadItems() async {
              await executeTask {
                let fetchedItems = try await self.contentService.fetchItems(page: self.currentPage, limit: self.pageSize)
                self.items.append(contentsOf: fetchedItems)
                self.hasMorePages = fetchedItems.count >= self.pageSize
              }
            }
          }
          """, note: "seed 000's pagination view model; 'items' may be bound by an editable list elsewhere"),
      .flagged(
        """
        @MainActor
        @Observable
        final class UserProfileViewModel {
          var user: User?
          public ↓var isLoading = false
          ↓var errorMessage: String?
        }

        private extension UserProfileViewModel {
          func loadProfile() async {
            isLoading = true
            errorMessage = nil
            do {
              user = try await getUserProfileUseCase.execute()
            } catch {
              errorMessage = "Failed to load profile"
            }
            isLoading = false
          }
        }
        """,
        fixed: """
          @MainActor
          @Observable
          final class UserProfileViewModel {
            var user: User?
            public private(set) var isLoading = false
            private(set) var errorMessage: String?
          }

          private extension UserProfileViewModel {
            func loadProfile() async {
              isLoading = true
              errorMessage = nil
              do {
                user = try await getUserProfileUseCase.execute()
              } catch {
                errorMessage = "Failed to load profile"
              }
              isLoading = false
            }
          }
          """, note: "seed 001 keeps private functions in a same-file extension"),
      .flagged(
        """
        @Observable
        final class SettingsViewModel {
          ↓var searchText = ""
        }
        """, options: #"{"allow_bound_properties": false}"#,
        fixed: """
          @Observable
          final class SettingsViewModel {
            private(set) var searchText = ""
          }
          """),
      .clean(
        """
        @MainActor
        final class DiagnosticsViewModel: ObservableObject {
          @Published var loadingError: String?

          func run() async {
            loadingError = nil
          }
        }
        """,
        otherFiles: [
          "Sources/App/DiagnosticsViewController.swift": """
          final class DiagnosticsViewController: UIViewController {
            let viewModel = DiagnosticsViewModel()
            func dismissError() { viewModel.loadingError = nil }
          }
          """
        ], note: "a view controller in another file clears the error: 'private(set)' would not compile"),
      .clean(
        """
        @MainActor
        @Observable
        final class UserProfileViewModel {
          private(set) var user: User?
          private(set) var isLoading = false
          private var retryCount = 0

          func onTappedRetry() async {
            isLoading = true
            retryCount += 1
          }
        }
        """),
      .clean(
        """
        @MainActor
        final class HomeViewModel: BaseViewModel {
          @Published var minimumRating = 0
          @Published var showFilters = false

          func onTappedClear() {
            minimumRating = 0
            showFilters = false
          }
        }

        struct HomeView: View {
          @StateObject private var viewModel = HomeViewModel()

          var body: some View {
            Stepper("Rating", value: $viewModel.minimumRating)
          }
        }
        """, note: "'minimumRating' is bound in this file and 'showFilters' reads as two-way presentation state"),
      .clean(
        """
        @MainActor
        @Observable
        final class UserProfileViewModel {
          var user: User?

          func onTappedLogout() { user = nil }
        }

        #Preview {
          let viewModel = UserProfileViewModel()
          viewModel.user = .mock
          return UserProfileView(viewModel: viewModel)
        }
        """, note: "assigned from outside in the same file: 'private(set)' would not compile"),
      .clean(
        """
        @MainActor
        open class BaseViewModel: ObservableObject {
          @Published public var isLoading: Bool = false
          @Published public var error: Error?

          public func executeTask(_ task: @escaping () async throws -> Void) async {
            isLoading = true
            do { try await task() } catch { self.error = error }
            isLoading = false
          }
        }

        @MainActor
        class PagedViewModel: BaseViewModel {
          @Published var page = 1
          func next() { page += 1 }
        }
        """,
        otherFiles: ["Sources/App/FeedViewModel.swift": "final class FeedViewModel: PagedViewModel {}"],
        note: "seed 000's open base class, and a class subclassed elsewhere"),
      .clean(
        """
        @MainActor
        @Observable
        final class CatalogViewModel {
          var sortOrder: SortOrder = .name
          var pageSize = 20
          var isCompact = false

          func onTappedReset() {
            sortOrder = .name
            pageSize = 20
            isCompact = false
          }
        }

        enum SortOrder { case name, date }
        """, note: "control values a view in another file may bind to: an enum, a number, a flag"),
      .clean(
        """
        @MainActor
        @Observable
        final class StatusRowViewModel {
          var translationError = false
          var tag: Tag?

          func onTappedTranslate() async {
            do { translation = try await translate() } catch { translationError = true }
          }

          func onAppear() async { tag = try? await fetchTag() }
        }
        """, note: "a 'Bool' error flag is an alert's 'isPresented' binding; a model value may be bound elsewhere"),
      .clean(
        """
        @Observable
        final class SettingsViewModel {
          var notificationsEnabled = true
          var soundEnabled = true
        }
        """, note: "seed 003's form state, set only through bindings"),
      .clean(
        """
        final class ImageCache {
          var images: [URL: Data] = [:]
          func store(_ data: Data, for url: URL) { images[url] = data }
          func clear() { images = [:] }
        }
        """, note: "not a view model"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.classDecl, .sequenceExpr, .memberAccessExpr]

  private struct Candidate {
    var typeName: String
    var name: String
    var keyword: TokenSyntax
    /// The declared or literal-inferred type name; `nil` when it cannot be told (`= .idle`).
    var valueType: String?
  }

  private var candidates: [Candidate] = []
  /// Names assigned outside `init` by the type that declares them, by type.
  private var assignedByOwner: [String: Set<String>] = [:]
  /// Names assigned through another value (`viewModel.user = …`) or bound with `$x.name`.
  private var touchedFromOutside: Set<String> = []
  /// This file's operator sequences and member accesses, read for assignments and `$x.name`
  /// bindings only when the file has candidates: most files declare no view model.
  /// Kept as plain nodes: they are converted only in a file with candidates.
  private var sequences: [Syntax] = []
  private var memberAccesses: [Syntax] = []
  /// The names of `candidates`: only assignments and bindings of these names matter.
  private var candidateNames: Set<String> = []

  package func visit(_ node: Syntax) {
    // Kinds first: a failing cast still costs a conversion, and most nodes are member accesses.
    switch node.kind {
    case .classDecl:
      if let decl = ClassDeclSyntax(node) { collectCandidates(decl) }
    case .sequenceExpr:
      if options.allowBoundProperties { sequences.append(node) }
    case .memberAccessExpr:
      if options.allowBoundProperties { memberAccesses.append(node) }
    default:
      return
    }
  }

  /// Records the names bound with `$x.name` among this file's member accesses.
  private func collectBindings() {
    for node in memberAccesses {
      if let member = MemberAccessExprSyntax(node), let base = member.base, base.kind == .declReferenceExpr,
        let reference = DeclReferenceExprSyntax(base), case .dollarIdentifier = reference.baseName.tokenKind
      {
        touchedFromOutside.insert(member.declName.baseName.text)
      }
    }
  }

  package func finish() {
    guard !candidates.isEmpty else { return }
    candidateNames = Set(candidates.map(\.name))
    for node in sequences {
      if let sequence = SequenceExprSyntax(node) { collectAssignments(sequence) }
    }
    collectBindings()
    for candidate in candidates {
      if options.allowBoundProperties {
        guard assignedByOwner[candidate.typeName]?.contains(candidate.name) == true,
          !touchedFromOutside.contains(candidate.name), !Self.readsAsTwoWay(candidate.name)
        else { continue }
      }
      // Views in other files may bind or assign anything else; only state that reads as
      // reported by the view model (progress flags, errors, loading states) is reported.
      if options.allowBoundProperties, !Self.readsAsReported(candidate.name, type: candidate.valueType) { continue }
      // Code in other files that writes or binds the property would stop compiling.
      let condition =
        IndexCondition.isViewModel(candidate.typeName)
        && IndexCondition { [name = candidate.typeName, property = candidate.name, path = context.path] index in
          !index.hasSubtypes(name) && !index.isMemberWritten(property, outside: path)
        }
      let offset = candidate.keyword.positionAfterSkippingLeadingTrivia.utf8Offset
      let fix = Fix(
        summary: "make '\(candidate.name)' 'private(set)'",
        edits: [TextEdit(start: offset, end: offset, replacement: "private(set) ")])
      context.report(
        "make '\(candidate.name)' 'private(set)': only '\(candidate.typeName)' should change its state",
        at: candidate.keyword, fix: fix, when: condition)
    }
  }

  private func collectCandidates(_ decl: ClassDeclSyntax) {
    // Routers and coordinators own navigation state that 'NavigationStack(path:)' binds.
    if decl.name.text.hasNavigationRoleSuffix { return }
    // Subclasses in other files could no longer assign a 'private(set)' property.
    if ["private", "fileprivate", "open"].contains(decl.modifiers.accessLevel ?? "") { return }
    for member in decl.memberBlock.members {
      guard let variable = VariableDeclSyntax(member.decl), variable.bindingSpecifier.text == "var",
        !variable.isStatic, !variable.isComputed, variable.bindings.count == 1,
        let binding = variable.bindings.first,
        let name = IdentifierPatternSyntax(binding.pattern)?.identifier.text
      else { continue }
      let modifiers = variable.modifiers
      if ["private", "fileprivate", "open"].contains(modifiers.accessLevel ?? "") { continue }
      if modifiers.setterAccessLevel != nil { continue }
      if ["weak", "unowned", "lazy", "override", "nonisolated"].contains(where: { modifiers.contains($0) }) {
        continue
      }
      if variable.attributes.names.contains(where: { $0 != "Published" }) { continue }
      // The byte search (trivia included) rules out most types before their text is built.
      if let type = binding.typeAnnotation?.type, context.text(of: type, containsAnyOf: ["->"]),
        type.trimmedDescription.contains("->")
      {
        continue
      }
      candidates.append(
        Candidate(
          typeName: decl.name.text, name: name, keyword: variable.bindingSpecifier,
          valueType: Self.valueType(of: binding)))
    }
  }

  private func collectAssignments(_ sequence: SequenceExprSyntax) {
    let elements = Array(sequence.elements)
    for (index, element) in elements.enumerated() where index > 0 && Self.isAssignment(element) {
      let target = elements[index - 1]
      if let reference = DeclReferenceExprSyntax(target) {
        recordOwnAssignment(of: reference.baseName.text, at: sequence)
      } else if let member = MemberAccessExprSyntax(target), var base = member.base {
        let name = member.declName.baseName.text
        // `self?.isLoading = false` in a `[weak self]` closure is the view model's own write.
        if let optional = OptionalChainingExprSyntax(base) { base = optional.expression }
        if let forced = ForceUnwrapExprSyntax(base) { base = forced.expression }
        if DeclReferenceExprSyntax(base)?.baseName.tokenKind == .keyword(.self) {
          recordOwnAssignment(of: name, at: sequence)
        } else {
          touchedFromOutside.insert(name)
        }
      }
    }
  }

  private func recordOwnAssignment(of name: String, at node: SequenceExprSyntax) {
    // Finding the enclosing type and member climbs the tree: other names are never looked up.
    guard candidateNames.contains(name), let typeName = node.enclosingTypeName,
      MemberContext(of: node).kind != .initializer
    else { return }
    assignedByOwner[typeName, default: []].insert(name)
  }

  private static func isAssignment(_ element: ExprSyntax) -> Bool {
    if element.kind == .assignmentExpr { return true }
    guard let binary = BinaryOperatorExprSyntax(element) else { return false }
    let text = binary.operator.text
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }

  /// The type of a stored property from its annotation or a literal initial value.
  private static func valueType(of binding: PatternBindingSyntax) -> String? {
    if let type = binding.typeAnnotation?.type { return type.baseTypeName }
    guard let value = binding.initializer?.value else { return nil }
    if value.kind == .booleanLiteralExpr { return "Bool" }
    if value.kind == .stringLiteralExpr { return "String" }
    if value.kind == .integerLiteralExpr { return "Int" }
    if value.kind == .floatLiteralExpr { return "Double" }
    if value.kind == .arrayExpr { return "Array" }
    if value.kind == .dictionaryExpr { return "Dictionary" }
    if let call = FunctionCallExprSyntax(value), let called = call.calledName, called.startsUppercase {
      return called
    }
    return nil
  }

  /// Prefixes of flags that report work in progress, which views show but never set.
  private static let progressPrefixes = [
    "isLoading", "isFetching", "isRefreshing", "isSaving", "isSubmitting", "isProcessing", "isSending", "isPosting",
    "isUploading", "isDownloading", "isSyncing", "hasMore",
  ]

  /// Whether a property reads as state the view model reports rather than input a view edits:
  /// a progress flag, an error or message that is not a presentation flag, a loading state.
  private static func readsAsReported(_ name: String, type: String?) -> Bool {
    if progressPrefixes.contains(where: { name.hasPrefix($0) }) { return true }
    // `showError`-style flags are bound to alerts, whatever their name says.
    if type == "Bool" { return false }
    // Whole words only: 'statusId' is an identifier and 'embeddedStatus' a model, not a status.
    if ["error", "state", "phase", "status", "results", "message"].contains(name) || name.hasPrefix("error") {
      return true
    }
    return ["Error", "Message", "State", "Phase"].contains { name.hasSuffix($0) }
  }

  /// Fragments of names that SwiftUI typically binds two ways: presentation flags and items,
  /// selections, navigation paths, focus and edited text.
  private static let twoWayFragments = [
    "show", "present", "selected", "selection", "sheet", "alert", "cover", "destination", "popover",
    "confirmation", "dialog", "path", "focus", "editing", "expanded", "text", "query", "search",
  ]

  private static func readsAsTwoWay(_ name: String) -> Bool {
    twoWayFragments.contains { name.containsIgnoringCase($0) }
  }
}
