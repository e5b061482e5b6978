import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `loading_state_presented`: a view that owns or drives a view model with loading state shows
/// progress while it loads.
package final class LoadingStatePresentedRule: SyntaxRule<StatePresentationOptions>, Rule {
  package static let description = RuleDescription(
    id: "loading_state_presented",
    summary: "views show the loading state of the view models they own",
    rationale: """
      Seed 000's checklist asks for "Loading states shown during async operations"; its HomeView \
      shows a 'ProgressView' while 'viewModel.isLoading', and seed 003's 'DataView' switches over \
      'LoadingState' with a '.loading' case. A screen that loads without showing progress looks \
      frozen or empty. The rule reports the view-model property of a view that starts the \
      model's work from '.task', '.onAppear' or '.refreshable', when the model carries loading \
      state ('isLoading', a state enum such as \
      'LoadingState', or a configured base class) and no identifier in the view's declarations in \
      that file mentions loading, progress, redaction, a spinner or a skeleton. A view that hands \
      the model to another view, or that is partly declared in another file, is left alone.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Loading states shown during async operations"),
      PlaybookReference(.swiftUIPatterns, "case .loading: ProgressView()"),
      PlaybookReference(.observableRouter, "Handle all states: case .loading: ProgressView(\"Loading...\")"),
    ],
    family: .viewModels,
    defaultSeverity: .warning,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        struct ContentListView: View {
          @StateObject private var ↓viewModel = ContentListViewModel()

          var body: some View {
            List(viewModel.items) { item in Text(item.title) }
              .task { await viewModel.loadInitialItems() }
              .alert("Error", isPresented: $viewModel.showError) {}
          }
        }

        @MainActor
        final class ContentListViewModel: BaseViewModel {}
        """),
      .flagged(
        """
        struct FeedView: View {
          @State private var ↓viewModel = FeedViewModel()

          var body: some View {
            List(viewModel.posts) { post in Text(post.title) }
              .refreshable { await viewModel.onPulledToRefresh() }
          }
        }

        @MainActor
        @Observable
        final class FeedViewModel {
          private(set) var posts: [Post] = []
          private(set) var isLoading = false
        }
        """),
      .clean(
        """
        struct HomeView: View {
          @StateObject private var viewModel = HomeViewModel()

          var body: some View {
            ZStack {
              if viewModel.isLoading {
                ProgressView("Loading...")
              } else {
                contentView
              }
            }
            .task { await viewModel.loadItems() }
          }
        }

        @MainActor
        final class HomeViewModel: BaseViewModel {}
        """, note: "seed 000's HomeView"),
      .clean(
        """
        struct ArticleView: View {
          @State private var viewModel = ArticleViewModel()

          var body: some View {
            ArticleBody(article: viewModel.article)
              .redacted(reason: viewModel.article == nil ? .placeholder : [])
          }
        }

        @MainActor @Observable final class ArticleViewModel {
          var article: Article?
          var isLoading = false
        }
        """),
      .clean(
        """
        struct SettingsView: View {
          @State private var viewModel = SettingsViewModel()

          var body: some View {
            Toggle("Sound", isOn: $viewModel.soundEnabled)
              .task { await viewModel.onAppear() }
          }
        }

        @MainActor @Observable final class SettingsViewModel {
          var soundEnabled = true
        }
        """, note: "a model without loading state"),
      .clean(
        """
        struct HomeView: View {
          @StateObject private var viewModel = HomeViewModel()

          var body: some View {
            List(viewModel.items) { Text($0.title) }
              .task { await viewModel.loadItems() }
          }
        }

        @MainActor final class HomeViewModel: BaseViewModel {}
        """,
        otherFiles: [
          "Sources/App/HomeView+Loading.swift": """
          extension HomeView {
            var spinner: some View { ProgressView() }
          }
          """
        ], note: "part of the view lives in another file, which may show progress"),
    ])

  package static let visitedKinds = StatePresentationCheck.visitedKinds

  private let check: StatePresentationCheck

  /// The check is made with the rule, so that the first of the two state rules made for a file
  /// drives the scanner they share, and each visit skips a lazy property's test.
  package override init(options: StatePresentationOptions, context: RuleContext) {
    check = StatePresentationCheck(
      state: .loading, stateTypes: options.stateTypes, stateBaseClasses: options.stateBaseClasses, context: context)
    super.init(options: options, context: context)
  }

  package func visit(_ node: Syntax) {
    check.visit(node)
  }

  package func finish() {
    check.finish { model, view in
      "show the loading state of '\(model)' in '\(view)', e.g. with a 'ProgressView' or '.redacted'"
    }
  }
}
