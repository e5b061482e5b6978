// Placeholder: this target is being built.
