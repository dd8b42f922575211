// Placeholder until the LifecycleEngine target is written; owned by its author.
