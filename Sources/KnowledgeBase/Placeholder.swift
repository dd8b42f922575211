// Placeholder until the KnowledgeBase target is written; owned by its author.
