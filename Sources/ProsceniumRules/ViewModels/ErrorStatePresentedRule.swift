import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `error_state_presented`: a view that owns or drives a view model with error state shows
/// that error somewhere — an alert, a toast, an error view, a `switch` over the failure case.
package final class ErrorStatePresentedRule: SyntaxRule<StatePresentationOptions>, Rule {
  package static let description = RuleDescription(
    id: "error_state_presented",
    summary: "views present the error state of the view models they own",
    rationale: """
      Seed 000's quality gates include "Proper error presentation (alerts, toasts)" and "All \
      errors presented to user"; seed 003's 'DataView' switches over 'LoadingState' and shows an \
      'ErrorView' for '.failed'. A view model that records an error no view shows fails silently. \
      The rule reports the view-model property of a view that owns the model ('@StateObject', or \
      '@State' initialised in place) or drives it from '.task', '.onAppear' or '.refreshable', \
      when the model carries error state ('error', 'errorMessage', an 'Error'-typed property, a \
      state enum such as 'LoadingState', or a configured base class) and no identifier in the \
      view's declarations in that file mentions an error, alert, failure, toast or banner. A view \
      that hands the model to another view, or that is partly declared in another file, is left \
      alone: the other code may present the error. It is opt-in (the presets that name it, or the \
      configuration): on sealed apps none of 9 findings was judged right (docs/accuracy.md) — errors \
      a model reports through an app-wide toast service, state a parent owns, and failure or retry \
      names that are no user-facing error state, which the syntax does not tell apart.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Proper error presentation (alerts, toasts)"),
      PlaybookReference(.swiftUIPatterns, "case .failed(let error): ErrorView(error: error)"),
      PlaybookReference(.observableRouter, "Handle all states: case .error(let message): ErrorView(message: message)"),
    ],
    family: .viewModels,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        struct OrdersView: View {
          @State private var ↓model = OrdersViewModel()

          var body: some View {
            List(model.orders) { order in Text(order.title) }
              .task { await model.onAppear() }
          }
        }
        """,
        otherFiles: [
          "Sources/App/OrdersViewModel.swift": """
          @MainActor @Observable
          final class OrdersViewModel {
            private(set) var orders: [Order] = []
            private(set) var errorMessage: String?
            func onAppear() async {}
          }
          """
        ], note: "the view owns a model from another file that carries the error as 'errorMessage: String?'"),
      .clean(
        """
        struct TimelineTab: View {
          @Environment(TimelineViewModel.self) private var model

          var body: some View {
            TimelineList()
              .task { await model.refresh() }
          }
        }
        """,
        otherFiles: [
          "Sources/App/TimelineViewModel.swift": """
          @MainActor @Observable
          final class TimelineViewModel {
            private(set) var state: LoadingState<[String]> = .idle
            func refresh() async {}
          }
          """,
          "Sources/App/TimelineList.swift": """
          struct TimelineList: View {
            @Environment(TimelineViewModel.self) private var model
            var body: some View {
              switch model.state {
              case .failed(let error): ErrorView(error: error)
              default: List(model.state.value ?? [], id: \\.self) { Text($0) }
              }
            }
          }
          """,
        ],
        note:
          "exemption 'state shown by other views': children read the same model from the environment and show its error"
      ),
      .clean(
        """
        struct LocationsView: View {
          @StateObject private var model = LocationsViewModel()

          var body: some View {
            List(model.names, id: \\.self) { Text($0) }
              .task { await model.load() }
          }
        }
        """,
        otherFiles: [
          "Sources/App/LocationsViewModel.swift": """
          final class LocationsViewModel: ObservableObject {
            enum LoadingState { case loading, loaded }
            @Published private(set) var state: LoadingState = .loading
            @Published private(set) var names: [String] = []
            func load() async {}
          }
          """
        ], note: "the model's own 'LoadingState', in another file, has no failure case"),
      .clean(
        """
        struct OrderRowActions: View {
          let model: OrdersViewModel

          var body: some View {
            Button("Reload") { Task { await model.onAppear() } }
              .task { await model.onAppear() }
          }
        }
        """,
        otherFiles: [
          "Sources/App/OrdersViewModel.swift": """
          @MainActor @Observable
          final class OrdersViewModel {
            private(set) var errorMessage: String?
            func onAppear() async {}
          }
          """
        ], note: "a part of a screen handed the model leaves its error to the screen that owns it"),
      .flagged(
        """
        struct ContentListView: View {
          @StateObject private var ↓viewModel = ContentListViewModel()

          var body: some View {
            List(viewModel.items) { item in Text(item.title) }
              .task { await viewModel.loadInitialItems() }
          }
        }

        @MainActor
        final class ContentListViewModel: BaseViewModel {}
        """, note: "a seed 000 view model inherits 'error' and 'showError' from 'BaseViewModel'"),
      .flagged(
        """
        struct UserProfileView: View {
          let ↓viewModel: UserProfileViewModel

          var body: some View {
            Text(viewModel.user?.name ?? "Unknown")
              .task { await viewModel.onAppear() }
          }
        }

        @MainActor
        @Observable
        final class UserProfileViewModel {
          private(set) var user: User?
          private(set) var errorMessage: String?
        }
        """),
      .clean(
        """
        struct RegionPickerView: View {
          @StateObject private var viewModel = RegionPickerViewModel()

          var body: some View {
            List(viewModel.regions) { RegionRow(region: $0) }
              .task { await viewModel.onAppear() }
          }
        }

        @MainActor
        final class RegionPickerViewModel: ObservableObject {
          enum LoadingState {
            case loading
            case loaded([Region])
          }

          @Published private(set) var state: LoadingState = .loading
        }
        """, note: "the project's own 'LoadingState' has no failure case"),
      .clean(
        """
        struct HomeView: View {
          @StateObject private var viewModel = HomeViewModel()

          var body: some View {
            content
              .alert("Error", isPresented: $viewModel.showError, presenting: viewModel.error) { _ in
                Button("OK") { viewModel.dismissError() }
              } message: { error in
                Text(error.localizedDescription)
              }
          }
        }

        @MainActor
        final class HomeViewModel: BaseViewModel {}
        """, note: "seed 000's HomeView"),
      .clean(
        """
        struct DataView: View {
          @State private var viewModel = DataViewModel()

          var body: some View {
            Group {
              switch viewModel.state {
              case .idle: Color.clear
              case .loading: ProgressView()
              case .loaded(let items): ItemList(items: items)
              case .failed(let error):
                ErrorView(error: error) { Task { await viewModel.load() } }
              }
            }
            .task { await viewModel.load() }
          }
        }

        @Observable
        final class DataViewModel {
          var state: LoadingState<[Item]> = .idle
        }
        """, note: "seed 003's DataView"),
      .clean(
        """
        struct CharacterView: View {
          @ObservedObject var viewModel: CharacterViewModel

          var body: some View {
            Text(viewModel.name)
          }
        }

        @MainActor
        final class CharacterViewModel: ObservableObject {
          @Published private(set) var name: String
          @Published private(set) var loadError: Error?
        }
        """, note: "a subview that neither owns nor drives the model"),
      .clean(
        """
        struct ProfileScreen: View {
          @State private var viewModel = ProfileViewModel()

          var body: some View {
            ProfileContent(viewModel: viewModel)
              .task { await viewModel.onAppear() }
          }
        }

        @MainActor @Observable final class ProfileViewModel {
          var errorMessage: String?
        }
        """, note: "handed to a subview that may present the error"),
    ])

  package static let visitedKinds = StatePresentationCheck.visitedKinds

  private let check: StatePresentationCheck

  /// The check is made with the rule, so that the first of the two state rules made for a file
  /// drives the scanner they share, and each visit skips a lazy property's test.
  package override init(options: StatePresentationOptions, context: RuleContext) {
    check = StatePresentationCheck(
      state: .error, stateTypes: options.stateTypes, stateBaseClasses: options.stateBaseClasses, context: context)
    super.init(options: options, context: context)
  }

  package func visit(_ node: Syntax) {
    check.visit(node)
  }

  package func finish() {
    check.finish { model, view in
      "present the error state of '\(model)' in '\(view)', e.g. with an 'alert' or an error view"
    }
  }
}
