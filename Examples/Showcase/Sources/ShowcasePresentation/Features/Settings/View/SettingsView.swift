#if canImport(SwiftUI)
  import Proscenium
  import ShowcaseDomain
  import SwiftUI

  /// Settings (seed 003): the screen owns its `@Observable` view model in `@State`, shows the first load's
  /// spinner and error, and saves every edit through `.task(id:)`, which cancels the save of an older edit; the
  /// form edits the loaded preferences through `@Bindable`.
  struct SettingsView: View {
    // MARK: Properties

    @State private var viewModel: SettingsViewModel

    /// A device-only preference that no business rule touches: `@AppStorage` (UserDefaults) is enough, and it
    /// needs no view model (seed 003's property-wrapper guide).
    @AppStorage("showcase.settings.compactRows") private var compactRows = false

    init(viewModel: SettingsViewModel) {
      _viewModel = State(initialValue: viewModel)
    }

    // MARK: View

    var body: some View {
      content
        .navigationTitle("Settings")
        .task { await viewModel.onAppear() }
        .task(id: viewModel.preferences) { await viewModel.onChangedPreferences() }
    }
  }

  // MARK: - Private Views

  private extension SettingsView {
    @ViewBuilder
    var content: some View {
      switch viewModel.loadState {
      case .idle, .loading:
        LoadingView()
      case .loaded:
        NotificationPreferencesForm(viewModel: viewModel, compactRows: $compactRows)
          .safeAreaInset(edge: .bottom) { saveErrorBanner }
      case .failed(let error):
        ErrorView(error) {
          await viewModel.onTappedRetry()
        }
      }
    }

    /// A failed save, shown below the form so the edit that failed stays visible.
    @ViewBuilder
    var saveErrorBanner: some View {
      if let error = viewModel.saveError {
        Label(error.message, systemImage: "exclamationmark.triangle")
          .padding()
          .frame(maxWidth: .infinity)
          .background(.thinMaterial)
      }
    }
  }

  // MARK: - Previews

  #if DEBUG
    #Preview("Loaded") {
      NavigationStack {
        SettingsView(viewModel: .preview(.loaded(NotificationPreferences(soundEnabled: false))))
      }
    }

    #Preview("Loading") {
      NavigationStack {
        SettingsView(viewModel: .preview(.loading))
      }
    }

    #Preview("Error") {
      NavigationStack {
        SettingsView(viewModel: .preview(.failed(PresentableError(title: "Unavailable", message: "Try again later."))))
      }
    }
  #endif
#endif
