#if canImport(SwiftUI)
  import Proscenium
  import ShowcaseDomain
  import SwiftUI

  /// The edit form (seed 001): it binds the fields, shows the save's progress and a refused edit's message, and
  /// forwards Save and Cancel; where to go afterwards is the view model's router's business.
  struct EditProfileView: View {
    // MARK: Properties

    @State private var viewModel: EditProfileViewModel

    init(viewModel: EditProfileViewModel) {
      _viewModel = State(initialValue: viewModel)
    }

    // MARK: View

    var body: some View {
      Form {
        fields
        saveMessage
      }
      .disabled(viewModel.save.isLoading)
      .overlay {
        if viewModel.save.isLoading { LoadingView("Saving…") }
      }
      .navigationTitle("Edit Profile")
      .toolbar { toolbarButtons }
    }
  }

  // MARK: - Private Views

  private extension EditProfileView {
    var fields: some View {
      Section("Profile") {
        TextField("Name", text: $viewModel.name)
          .textContentType(.name)
        TextField("Email", text: $viewModel.email)
          .textContentType(.emailAddress)
        TextField("Bio", text: $viewModel.bio, axis: .vertical)
      }
    }

    @ViewBuilder
    var saveMessage: some View {
      if let error = viewModel.save.error {
        Section {
          Label(error.message, systemImage: "exclamationmark.triangle")
        }
      }
    }

    @ToolbarContentBuilder
    var toolbarButtons: some ToolbarContent {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { viewModel.onTappedCancel() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") {
          Task { await viewModel.onTappedSave() }
        }
        .disabled(!viewModel.canSave)
      }
    }
  }

  // MARK: - Previews

  #if DEBUG
    #Preview("Loaded") {
      NavigationStack {
        EditProfileView(viewModel: .preview(.idle))
      }
    }

    #Preview("Loading") {
      NavigationStack {
        EditProfileView(viewModel: .preview(.loading))
      }
    }

    #Preview("Error") {
      NavigationStack {
        EditProfileView(viewModel: .preview(.failed(PresentableError(DomainError.invalidProfile))))
      }
    }
  #endif
#endif
