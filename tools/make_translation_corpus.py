#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A generated English -> French parallel corpus for the sample translators.

    /usr/bin/python3 tools/make_translation_corpus.py [--out DIR] [--train N] [--held-out N] [--seed S]

A small grammar produces sentence pairs whose French side reorders words the way French
does: adjectives such as colours and nationalities follow the noun and come in the reverse
order of English ("the european economic area" -> "la zone économique européenne"), a few
adjectives stay before it ("the small red car" -> "la petite voiture rouge"); articles,
adjectives and verbs agree in gender and number (le/la/l'/les, vert/verte/verts/vertes,
il voit/ils voient); "of the" contracts (du, des), "often" moves after the verb, negation
wraps the verb (ne ... pas). Both sides are written as words separated by single spaces,
split the way core/models/translator/translator_vocab.cpp splitWords() splits (punctuation apart, an
apostrophe stays with the word before it), all lowercase.

With --out, writes DIR/train.tsv and DIR/held_out.tsv (english TAB french); the training
script imports generate() instead. The same seed always gives the same corpus.
"""
import argparse
import pathlib
import random

# english singular, english plural, french singular, french plural, gender
NOUNS = [
    ("dog", "dogs", "chien", "chiens", "m"), ("cat", "cats", "chat", "chats", "m"),
    ("book", "books", "livre", "livres", "m"), ("tree", "trees", "arbre", "arbres", "m"),
    ("bird", "birds", "oiseau", "oiseaux", "m"), ("horse", "horses", "cheval", "chevaux", "m"),
    ("boy", "boys", "garçon", "garçons", "m"), ("man", "men", "homme", "hommes", "m"),
    ("friend", "friends", "ami", "amis", "m"), ("teacher", "teachers", "professeur", "professeurs", "m"),
    ("student", "students", "étudiant", "étudiants", "m"), ("doctor", "doctors", "médecin", "médecins", "m"),
    ("child", "children", "enfant", "enfants", "m"), ("brother", "brothers", "frère", "frères", "m"),
    ("father", "fathers", "père", "pères", "m"), ("garden", "gardens", "jardin", "jardins", "m"),
    ("train", "trains", "train", "trains", "m"), ("plane", "planes", "avion", "avions", "m"),
    ("boat", "boats", "bateau", "bateaux", "m"), ("bread", "breads", "pain", "pains", "m"),
    ("cheese", "cheeses", "fromage", "fromages", "m"), ("wine", "wines", "vin", "vins", "m"),
    ("market", "markets", "marché", "marchés", "m"), ("museum", "museums", "musée", "musées", "m"),
    ("village", "villages", "village", "villages", "m"), ("country", "countries", "pays", "pays", "m"),
    ("shop", "shops", "magasin", "magasins", "m"), ("computer", "computers", "ordinateur", "ordinateurs", "m"),
    ("phone", "phones", "téléphone", "téléphones", "m"), ("bag", "bags", "sac", "sacs", "m"),
    ("hat", "hats", "chapeau", "chapeaux", "m"), ("agreement", "agreements", "accord", "accords", "m"),
    ("council", "councils", "conseil", "conseils", "m"), ("parliament", "parliaments", "parlement", "parlements", "m"),
    ("system", "systems", "système", "systèmes", "m"), ("network", "networks", "réseau", "réseaux", "m"),
    ("government", "governments", "gouvernement", "gouvernements", "m"), ("report", "reports", "rapport", "rapports", "m"),
    ("car", "cars", "voiture", "voitures", "f"), ("house", "houses", "maison", "maisons", "f"),
    ("city", "cities", "ville", "villes", "f"), ("school", "schools", "école", "écoles", "f"),
    ("girl", "girls", "fille", "filles", "f"), ("woman", "women", "femme", "femmes", "f"),
    ("mother", "mothers", "mère", "mères", "f"), ("sister", "sisters", "sœur", "sœurs", "f"),
    ("flower", "flowers", "fleur", "fleurs", "f"), ("street", "streets", "rue", "rues", "f"),
    ("bottle", "bottles", "bouteille", "bouteilles", "f"), ("cup", "cups", "tasse", "tasses", "f"),
    ("key", "keys", "clé", "clés", "f"), ("shirt", "shirts", "chemise", "chemises", "f"),
    ("dress", "dresses", "robe", "robes", "f"), ("room", "rooms", "chambre", "chambres", "f"),
    ("kitchen", "kitchens", "cuisine", "cuisines", "f"), ("beach", "beaches", "plage", "plages", "f"),
    ("forest", "forests", "forêt", "forêts", "f"), ("mountain", "mountains", "montagne", "montagnes", "f"),
    ("island", "islands", "île", "îles", "f"), ("church", "churches", "église", "églises", "f"),
    ("song", "songs", "chanson", "chansons", "f"), ("idea", "ideas", "idée", "idées", "f"),
    ("question", "questions", "question", "questions", "f"), ("area", "areas", "zone", "zones", "f"),
    ("bank", "banks", "banque", "banques", "f"), ("company", "companies", "entreprise", "entreprises", "f"),
    ("policy", "policies", "politique", "politiques", "f"), ("union", "unions", "union", "unions", "f"),
    ("commission", "commissions", "commission", "commissions", "f"), ("letter", "letters", "lettre", "lettres", "f"),
    ("table", "tables", "table", "tables", "f"), ("window", "windows", "fenêtre", "fenêtres", "f"),
    ("door", "doors", "porte", "portes", "f"), ("apple", "apples", "pomme", "pommes", "f"),
    ("community", "communities", "communauté", "communautés", "f"), ("road", "roads", "route", "routes", "f"),
]
ANIMATE = {"dog", "cat", "bird", "horse", "boy", "man", "friend", "teacher", "student", "doctor",
           "child", "brother", "father", "girl", "woman", "mother", "sister", "government",
           "company", "commission", "council", "parliament", "bank", "community", "union"}

# english, m sg, f sg, m pl, f pl
POST_ADJECTIVES = [
    ("red", "rouge", "rouge", "rouges", "rouges"), ("green", "vert", "verte", "verts", "vertes"),
    ("black", "noir", "noire", "noirs", "noires"), ("white", "blanc", "blanche", "blancs", "blanches"),
    ("blue", "bleu", "bleue", "bleus", "bleues"), ("yellow", "jaune", "jaune", "jaunes", "jaunes"),
    ("grey", "gris", "grise", "gris", "grises"),
    ("european", "européen", "européenne", "européens", "européennes"),
    ("economic", "économique", "économique", "économiques", "économiques"),
    ("social", "social", "sociale", "sociaux", "sociales"),
    ("political", "politique", "politique", "politiques", "politiques"),
    ("french", "français", "française", "français", "françaises"),
    ("english", "anglais", "anglaise", "anglais", "anglaises"),
    ("german", "allemand", "allemande", "allemands", "allemandes"),
    ("italian", "italien", "italienne", "italiens", "italiennes"),
    ("modern", "moderne", "moderne", "modernes", "modernes"), ("rich", "riche", "riche", "riches", "riches"),
    ("happy", "heureux", "heureuse", "heureux", "heureuses"),
    ("tired", "fatigué", "fatiguée", "fatigués", "fatiguées"),
    ("fast", "rapide", "rapide", "rapides", "rapides"), ("slow", "lent", "lente", "lents", "lentes"),
    ("cold", "froid", "froide", "froids", "froides"), ("hot", "chaud", "chaude", "chauds", "chaudes"),
    ("famous", "célèbre", "célèbre", "célèbres", "célèbres"),
    ("empty", "vide", "vide", "vides", "vides"), ("full", "plein", "pleine", "pleins", "pleines"),
    ("expensive", "cher", "chère", "chers", "chères"),
    ("interesting", "intéressant", "intéressante", "intéressants", "intéressantes"),
    ("difficult", "difficile", "difficile", "difficiles", "difficiles"),
    ("public", "public", "publique", "publics", "publiques"),
    ("national", "national", "nationale", "nationaux", "nationales"),
    ("central", "central", "centrale", "centraux", "centrales"),
    ("financial", "financier", "financière", "financiers", "financières"),
    ("international", "international", "internationale", "internationaux", "internationales"),
]
# english, m sg, f sg, m pl, f pl, m sg before a vowel
PRE_ADJECTIVES = [
    ("small", "petit", "petite", "petits", "petites", "petit"),
    ("big", "grand", "grande", "grands", "grandes", "grand"),
    ("old", "vieux", "vieille", "vieux", "vieilles", "vieil"),
    ("new", "nouveau", "nouvelle", "nouveaux", "nouvelles", "nouvel"),
    ("good", "bon", "bonne", "bons", "bonnes", "bon"),
    ("bad", "mauvais", "mauvaise", "mauvais", "mauvaises", "mauvais"),
    ("young", "jeune", "jeune", "jeunes", "jeunes", "jeune"),
    ("pretty", "joli", "jolie", "jolis", "jolies", "joli"),
    ("beautiful", "beau", "belle", "beaux", "belles", "bel"),
    ("long", "long", "longue", "longs", "longues", "long"),
]
# english base, english 3rd singular, french je tu il nous ils
TRANSITIVE = [
    ("see", "sees", "vois vois voit voyons voient"), ("like", "likes", "aime aimes aime aimons aiment"),
    ("eat", "eats", "mange manges mange mangeons mangent"), ("have", "has", "ai as a avons ont"),
    ("want", "wants", "veux veux veut voulons veulent"), ("find", "finds", "trouve trouves trouve trouvons trouvent"),
    ("buy", "buys", "achète achètes achète achetons achètent"),
    ("watch", "watches", "regarde regardes regarde regardons regardent"),
    ("take", "takes", "prends prends prend prenons prennent"), ("carry", "carries", "porte portes porte portons portent"),
    ("sell", "sells", "vends vends vend vendons vendent"), ("open", "opens", "ouvre ouvres ouvre ouvrons ouvrent"),
    ("paint", "paints", "peins peins peint peignons peignent"),
    ("visit", "visits", "visite visites visite visitons visitent"),
    ("know", "knows", "connais connais connaît connaissons connaissent"),
    ("read", "reads", "lis lis lit lisons lisent"), ("write", "writes", "écris écris écrit écrivons écrivent"),
    ("clean", "cleans", "nettoie nettoies nettoie nettoyons nettoient"),
    ("support", "supports", "soutiens soutiens soutient soutenons soutiennent"),
    ("describe", "describes", "décris décris décrit décrivons décrivent"),
]
INTRANSITIVE = [
    ("sleep", "sleeps", "dors dors dort dormons dorment"), ("run", "runs", "cours cours court courons courent"),
    ("live", "lives", "habite habites habite habitons habitent"),
    ("work", "works", "travaille travailles travaille travaillons travaillent"),
    ("wait", "waits", "attends attends attend attendons attendent"),
    ("play", "plays", "joue joues joue jouons jouent"), ("walk", "walks", "marche marches marche marchons marchent"),
    ("eat", "eats", "mange manges mange mangeons mangent"), ("read", "reads", "lis lis lit lisons lisent"),
]
BE = {"1s": ("am", "suis"), "2s": ("are", "es"), "3s": ("is", "est"), "1p": ("are", "sommes"), "3p": ("are", "sont")}
PRONOUNS = [("i", "je", "1s", "m"), ("you", "tu", "2s", "m"), ("he", "il", "3s", "m"), ("she", "elle", "3s", "f"),
            ("we", "nous", "1p", "m"), ("they", "ils", "3p", "m")]
PERSON_INDEX = {"1s": 0, "2s": 1, "3s": 2, "1p": 3, "3p": 4}
# english words -> french preposition; "de" and "à" contract with le/les
PREPOSITIONS = [("in", "dans"), ("on", "sur"), ("under", "sous"), ("with", "avec"), ("for", "pour"),
                ("behind", "derrière"), ("in front of", "devant"), ("near", "près de"),
                ("next to", "à côté de"), ("from", "de"), ("to", "à"), ("without", "sans")]
NUMBERS = [("two", "deux"), ("three", "trois"), ("four", "quatre"), ("five", "cinq"), ("six", "six"),
           ("seven", "sept"), ("eight", "huit"), ("nine", "neuf"), ("ten", "dix")]
ADVERBS = [("often", "souvent"), ("always", "toujours"), ("sometimes", "parfois")]
H_MUET = {"homme", "hommes", "habite", "habites", "habitons", "habitent"}


def starts_with_vowel(word):
    return word[0] in "aeiouéèêëîïôœâàûh" and (word[0] != "h" or word in H_MUET)


class Grammar:
    def __init__(self, rng):
        self.r = rng

    def noun_phrase(self, animate=False, allow_of=True, definite_only=False):
        """-> english words, french words, gender, plural."""
        r = self.r
        nouns = [n for n in NOUNS if n[0] in ANIMATE] if animate else NOUNS
        en_sg, en_pl, fr_sg, fr_pl, gender = r.choice(nouns)
        plural = r.random() < 0.35
        slot = 0 if gender == "m" else 1
        # adjectives: at most one before the noun, up to two after it
        pre = r.choice(PRE_ADJECTIVES) if r.random() < 0.25 else None
        n_post = r.choices([0, 1, 2], [0.45, 0.4, 0.15])[0]
        post = r.sample(POST_ADJECTIVES, n_post)
        noun_fr = fr_pl if plural else fr_sg
        form = (2 if plural else 0) + slot
        pre_fr = None
        if pre:
            pre_fr = pre[5] if (form == 0 and starts_with_vowel(noun_fr)) else pre[1 + form]
        post_fr = [a[1 + form] for a in reversed(post)]
        first_fr = pre_fr if pre_fr else noun_fr
        det_en, det_fr = self.determiner(gender, plural, first_fr, bool(pre), definite_only)
        rest_en = ([pre[0]] if pre else []) + [a[0] for a in post] + [en_pl if plural else en_sg]
        if det_en == ["a"] and rest_en[0][0] in "aeiou":
            det_en = ["an"]
        en = det_en + rest_en
        fr = det_fr + ([pre_fr] if pre_fr else []) + [noun_fr] + post_fr
        if allow_of and r.random() < 0.15:
            o_en, o_fr, _, _ = self.noun_phrase(allow_of=False, definite_only=True)
            en += ["of"] + o_en
            fr += contract("de", o_fr)
        return en, fr, gender, plural

    def determiner(self, gender, plural, next_fr, has_pre, definite_only):
        r = self.r
        vowel = starts_with_vowel(next_fr)
        kind = "the" if definite_only else r.choices(
            ["the", "a", "my", "your", "his", "her", "our", "their", "this", "number"],
            [0.45, 0.12, 0.06, 0.05, 0.05, 0.05, 0.04, 0.05, 0.08, 0.05])[0]
        f = gender == "f"
        if kind == "the":
            return ["the"], ["les"] if plural else (["l'"] if vowel else ["la" if f else "le"])
        if kind == "a":
            if plural:
                return ["some"], ["de" if has_pre else "des"]
            return ["a"], ["une" if f else "un"]
        if kind == "number":
            if not plural:
                return ["one"], ["une" if f else "un"]
            en, fr = r.choice(NUMBERS)
            return [en], [fr]
        if kind == "this":
            if plural:
                return ["these"], ["ces"]
            return ["this"], ["cette" if f else ("cet" if vowel else "ce")]
        if kind in ("my", "your", "his", "her"):
            stem = {"my": "m", "your": "t", "his": "s", "her": "s"}[kind]
            if plural:
                return [kind], [stem + "es"]
            return [kind], [stem + ("a" if f and not vowel else "on")]
        if kind == "our":
            return ["our"], ["nos" if plural else "notre"]
        return ["their"], ["leurs" if plural else "leur"]

    def subject(self):
        """-> english, french, person key, gender."""
        if self.r.random() < 0.4:
            en, fr, person, gender = self.r.choice(PRONOUNS)
            return [en], [fr], person, gender
        en, fr, gender, plural = self.noun_phrase(animate=True)
        return en, fr, ("3p" if plural else "3s"), gender

    def prepositional(self):
        en_p, fr_p = self.r.choice(PREPOSITIONS)
        en, fr, _, _ = self.noun_phrase(allow_of=False)
        fr_words = fr_p.split()
        return en_p.split() + en, contract(fr_words[-1], fr, fr_words[:-1])

    def sentence(self):
        r = self.r
        s_en, s_fr, person, gender = self.subject()
        third_singular = person == "3s"
        kind = r.choices(["transitive", "intransitive", "copula"], [0.6, 0.2, 0.2])[0]
        if kind == "copula":
            be_en, be_fr = BE[person]
            plural = person in ("1p", "3p")
            adjective = r.choice(POST_ADJECTIVES)
            a_fr = adjective[1 + (2 if plural else 0) + (1 if gender == "f" else 0)]
            negative = r.random() < 0.15
            en = s_en + [be_en] + (["not"] if negative else []) + [adjective[0]]
            verb_fr = elide_ne([be_fr]) + ["pas"] if negative else [be_fr]
            fr = elide_subject(s_fr, verb_fr) + [a_fr]
        else:
            verb = r.choice(TRANSITIVE if kind == "transitive" else INTRANSITIVE)
            v_fr = verb[2].split()[PERSON_INDEX[person]]
            negative = r.random() < 0.15
            adverb = r.choice(ADVERBS) if (not negative and r.random() < 0.15) else None
            if negative:
                en_v = ["does" if third_singular else "do", "not", verb[0]]
                fr_v = elide_ne([v_fr]) + ["pas"]
            else:
                en_v = ([adverb[0]] if adverb else []) + [verb[1] if third_singular else verb[0]]
                fr_v = [v_fr] + ([adverb[1]] if adverb else [])
            en = s_en + en_v
            fr = elide_subject(s_fr, fr_v)
            if kind == "transitive":
                o_en, o_fr, _, _ = self.noun_phrase()
                en += o_en
                fr += o_fr
        if r.random() < (0.45 if kind == "intransitive" else 0.25):
            p_en, p_fr = self.prepositional()
            en += p_en
            fr += p_fr
        return en + ["."], fr + ["."]


def contract(preposition, np_fr, before=()):
    """de/à + le/les contract (du, des, au, aux); de + des -> de."""
    before = list(before)
    head = np_fr[0]
    if preposition == "de":
        if head == "le":
            return before + ["du"] + np_fr[1:]
        if head in ("les", "des"):
            return before + ["des" if head == "les" else "de"] + np_fr[1:]
        if head == "de":
            return before + ["de"] + np_fr[1:]
        if starts_with_vowel(head) and head not in ("un", "une"):
            return before + ["d'"] + np_fr
        return before + ["de"] + np_fr
    if preposition == "à":
        if head == "le":
            return before + ["au"] + np_fr[1:]
        if head == "les":
            return before + ["aux"] + np_fr[1:]
    return before + [preposition] + np_fr


def elide_ne(verb):
    return (["n'"] if starts_with_vowel(verb[0]) else ["ne"]) + verb


def elide_subject(subject, verb):
    if subject == ["je"] and starts_with_vowel(verb[0]):
        return ["j'"] + verb
    return subject + verb


def generate(train=40000, held_out=2000, seed=2024):
    """-> (train pairs, held-out pairs), each a list of (english words, french words); no
    held-out English sentence occurs in the training part."""
    grammar = Grammar(random.Random(seed))
    seen, pairs = set(), []
    while len(pairs) < train + held_out:
        en, fr = grammar.sentence()
        key = " ".join(en)
        if key in seen:
            continue
        seen.add(key)
        pairs.append((en, fr))
    return pairs[:train], pairs[train:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="translation-corpus")
    ap.add_argument("--train", type=int, default=40000)
    ap.add_argument("--held-out", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=2024)
    args = ap.parse_args()
    train, held = generate(args.train, args.held_out, args.seed)
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, pairs in (("train.tsv", train), ("held_out.tsv", held)):
        (out / name).write_text("".join(" ".join(e) + "\t" + " ".join(f) + "\n" for e, f in pairs))
    words_en = {w for e, _ in train for w in e}
    words_fr = {w for _, f in train for w in f}
    print(f"{len(train)} training and {len(held)} held-out pairs; "
          f"{len(words_en)} English and {len(words_fr)} French words")


if __name__ == "__main__":
    main()
