<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../../ui/shell/aboutbox.cpp" line="+22"/>
        <source>&lt;h3&gt;AttentionLab %1&lt;/h3&gt;&lt;p&gt;Attention in neural networks, computed and shown: heads, layers, positional encodings and the lectures&apos; demonstrations, offline.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;Eigen %4&lt;br&gt;QCustomPlot %5&lt;br&gt;Matrix products on this CPU: %6&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AttentionLab %1&lt;/h3&gt;&lt;p&gt;Механизм внимания в нейронных сетях — вычисленный и показанный: головы, слои, позиционное кодирование и демонстрации лекций, без сети.&lt;/p&gt;&lt;p&gt;Qt %2 (собрано с %3)&lt;br&gt;Eigen %4&lt;br&gt;QCustomPlot %5&lt;br&gt;Умножение матриц на этом процессоре: %6&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией GNU General Public License версии 3 или более поздней.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>About AttentionLab</source>
        <translation>О программе AttentionLab</translation>
    </message>
</context>
<context>
    <name>ColorMaps</name>
    <message>
        <location filename="../../ui/plotkit/colormaps.cpp" line="+75"/>
        <source>viridis</source>
        <translation>viridis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>magma</source>
        <translation>magma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cividis</source>
        <translation>cividis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diverging</source>
        <translation>расходящаяся</translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <location filename="../../ui/caption/captionlesson.cpp" line="+62"/>
        <source>“scene”: %1</source>
        <translation>“scene”: %1</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>give “scene” or “image”, not both: one picture</source>
        <translation>укажите “scene” или “image”, но не оба: картинка одна</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorerlesson.cpp" line="+52"/>
        <location filename="../../ui/lectures/lecturelesson.cpp" line="+156"/>
        <source>“head” must be from 1 to the %1 heads, not %2</source>
        <translation>“head” должно быть от 1 до числа голов %1, а не %2</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/lecturelesson.cpp" line="+26"/>
        <source>“maxN” (%1) must not be below “minN” (%2)</source>
        <translation>“maxN” (%1) не должно быть меньше “minN” (%2)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the sample translator sample_models/translator-bahdanau was not found</source>
        <translation>не найден пример переводчика sample_models/translator-bahdanau</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../ui/translator/translatorlesson.cpp" line="+33"/>
        <source>“step” must be from 1 to %1 for this sentence, not %2</source>
        <translation>“step” для этого предложения должно быть от 1 до %1, а не %2</translation>
    </message>
    <message>
        <location line="+77"/>
        <location line="+11"/>
        <source>no demonstration called “%1”</source>
        <translation>нет демонстрации с именем “%1”</translation>
    </message>
    <message>
        <location filename="../../ui/common/jsonfields.cpp" line="+22"/>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>“%1” must be text, not %2</source>
        <translation>“%1” должно быть текстом, а не %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” must be a whole number from %2 to %3, not %4</source>
        <translation>“%1” должно быть целым числом от %2 до %3, а не %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>“%1” must be a number from %2 to %3, not %4</source>
        <translation>“%1” должно быть числом от %2 до %3, а не %4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>“%1” must be true or false, not %2</source>
        <translation>“%1” должно быть true или false, а не %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” must be a list of at most %2 whole numbers from %3 to %4, not %5</source>
        <translation>“%1” должно быть списком не более чем из %2 целых чисел от %3 до %4, а не %5</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n numbers</source>
        <translation>
            <numerusform>%n число</numerusform>
            <numerusform>%n числа</numerusform>
            <numerusform>%n чисел</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../ui/common/jsonfields.h" line="+39"/>
        <source>“%1” must be one of %2, not “%3”</source>
        <translation>“%1” должно быть одним из %2, а не “%3”</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>unknown setting “%1” (known: %2)</source>
        <translation>неизвестная настройка “%1” (известны: %2)</translation>
    </message>
    <message>
        <location filename="../../ui/common/lessonpages.cpp" line="+34"/>
        <source>“model” must be a sample (%1) or a model folder, not “%2”</source>
        <translation>“model” должно быть примером (%1) или папкой модели, а не “%2”</translation>
    </message>
    <message>
        <location filename="../../ui/overview/onehotpage.cpp" line="+27"/>
        <source>“text” must have at least one word</source>
        <translation>в “text” должно быть хотя бы одно слово</translation>
    </message>
    <message>
        <location filename="../../ui/translator/translatorlesson.cpp" line="-11"/>
        <source>the Bahdanau translator has one alignment: no “attention”, “layer” or “head” but cross, 1 and 1</source>
        <translation>у переводчика Бахданау одно выравнивание: “attention”, “layer” и “head” могут быть только cross, 1 и 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“layer” and “head” must be within the translator&apos;s %1 layers × %2 heads, not layer %3, head %4</source>
        <translation>“layer” и “head” должны быть в пределах %1 слоёв × %2 голов переводчика, а не слой %3, голова %4</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../ui/shell/language.cpp" line="+74"/>
        <source>unknown language &apos;%1&apos; (known: %2)</source>
        <translation>неизвестный язык «%1» (известны: %2)</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <location line="-54"/>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../../ui/shell/settingsfile.cpp" line="+109"/>
        <source>disk full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file or its folder cannot be written</source>
        <translation>файл или его папка недоступны для записи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot save the settings to %1: %2</source>
        <translation>не удаётся сохранить настройки в %1: %2</translation>
    </message>
</context>
<context>
    <name>attn</name>
    <message>
        <location filename="../../core/attention/attention.cpp" line="+14"/>
        <location line="+8"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="+62"/>
        <location line="+68"/>
        <source>query</source>
        <translation>запрос</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-67"/>
        <location line="+68"/>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-67"/>
        <location line="+69"/>
        <source>value</source>
        <translation>значение</translation>
    </message>
    <message>
        <location line="-6"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-39"/>
        <source>keys %1 and values %2 must have the same number of rows (one value per key)</source>
        <translation>ключи %1 и значения %2 должны иметь одинаковое число строк (одно значение на ключ)</translation>
    </message>
    <message>
        <location filename="../../core/attention/masks.cpp" line="+22"/>
        <source>key padding mask has %1 entries but there are %2 keys</source>
        <translation>маска заполнения ключей содержит %1 элементов, а ключей %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>explicit mask %1 does not match scores %2</source>
        <translation>явная маска %1 не совпадает с оценками %2</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>padding: real length %1 must lie in 0..%2</source>
        <translation>заполнение: реальная длина %1 должна лежать в 0..%2</translation>
    </message>
    <message>
        <location filename="../../core/attention/multihead.cpp" line="+17"/>
        <location line="+14"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-28"/>
        <location filename="../../core/attention/multihead_steps.cpp" line="+14"/>
        <location line="+65"/>
        <source>number of heads must be at least 1, got %1</source>
        <translation>число голов должно быть не меньше 1, получено %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>model dimension must be at least 1, got %1</source>
        <translation>размерность модели должна быть не меньше 1, получено %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model dimension %1 is not divisible by %2 heads (E_i = E/H must be whole)</source>
        <translation>размерность модели %1 не делится на %2 голов (E_i = E/H должно быть целым)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>multi-head sizes must all be positive: E=%1 E_k=%2 E_v=%3 E_i=%4 E_h=%5 E_a=%6</source>
        <translation>все размеры многоголового внимания должны быть положительными: E=%1 E_k=%2 E_v=%3 E_i=%4 E_h=%5 E_a=%6</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>at least one head&apos;s W^Q is needed</source>
        <translation>нужна матрица W^Q хотя бы одной головы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>got %1 W^Q, %2 W^K and %3 W^V; one of each per head is needed</source>
        <translation>получено %1 W^Q, %2 W^K и %3 W^V; нужно по одной каждой на голову</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1W^Q %2 differs from head 1&apos;s %3</source>
        <translation>%1W^Q %2 отличается от %3 головы 1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1W^K %2 must be %3</source>
        <translation>%1W^K %2 должна быть %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1W^V %2 differs from head 1&apos;s %3</source>
        <translation>%1W^V %2 отличается от %3 головы 1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>W^O %1 must have H*E_h = %2 rows</source>
        <translation>W^O %1 должна иметь H*E_h = %2 строк</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a query/key norm of %1 values does not fit %2 heads in %3</source>
        <translation>нормировка запросов/ключей из %1 значений не подходит к %2 головам в %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>queries %1 and keys %2 do not fit W^Q %3 and W^K %4</source>
        <translation>запросы %1 и ключи %2 не подходят к W^Q %3 и W^K %4</translation>
    </message>
    <message>
        <location filename="../../core/attention/multihead_forward.cpp" line="-29"/>
        <location line="+8"/>
        <source>%1 has %2 entries, expected %3</source>
        <translation>%1 содержит %2 элементов, ожидалось %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the weights must be kept for kept scores and for bilinear or additive scores</source>
        <translation>веса нужно сохранять, если сохраняются оценки или оценки билинейные или аддитивные</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>W^Q %1 does not split into %2 equal heads</source>
        <translation>W^Q %1 не делится на %2 равных голов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 query heads do not share %2 key/value heads evenly</source>
        <translation>%1 голов запросов не делят %2 голов ключей/значений поровну</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/attention/multihead_steps.cpp" line="+2"/>
        <source>W^V %1 does not split into %2 equal heads</source>
        <translation>W^V %1 не делится на %2 равных голов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>query dim %1 does not match W^Q %2 (E rows)</source>
        <translation>размерность запроса %1 не совпадает с W^Q %2 (E строк)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>key dim %1 does not match W^K %2 (E_k rows)</source>
        <translation>размерность ключа %1 не совпадает с W^K %2 (E_k строк)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>value dim %1 does not match W^V %2 (E_v rows)</source>
        <translation>размерность значения %1 не совпадает с W^V %2 (E_v строк)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>W^K %1 needs %2 heads of W^Q %3&apos;s E_i columns</source>
        <translation>W^K %1 должна состоять из %2 голов по E_i столбцов, как у W^Q %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../core/attention/multihead_steps.cpp" line="-47"/>
        <source>W^O %1 must have H*E_h = %2 rows for concatenation</source>
        <translation>W^O %1 должна иметь H*E_h = %2 строк для конкатенации</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 head ablations for %2 heads</source>
        <translation>%1 замен голов на %2 голов</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../core/attention/softmax.cpp" line="+16"/>
        <source>temperature must be a positive number, got %1</source>
        <translation>температура должна быть положительным числом, получено %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 score needs parameters for each of the %2 heads, got %3</source>
        <translation>функции сравнения %1 нужны параметры для каждой из %2 голов, получено %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>output rows %1 to %2 are outside the %3 queries</source>
        <translation>строки выхода с %1 по %2 лежат за пределами %3 запросов</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rotary positions need at most E_i/2 = %1 frequencies, got %2</source>
        <translation>вращающему кодированию нужно не больше E_i/2 = %1 частот, получено %2</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>head %1: scores overflow the float range; scale the inputs down</source>
        <translation>голова %1: оценки выходят за диапазон float; уменьшите масштаб входов</translation>
    </message>
    <message>
        <location filename="../../core/attention/multihead_steps.cpp" line="-16"/>
        <source>W^Q %1 and W^V %2 do not split into %3 equal heads</source>
        <translation>W^Q %1 и W^V %2 не делятся на %3 равных голов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>W^K %1 and W^Q %2 need the same E_i columns per head</source>
        <translation>W^K %1 и W^Q %2 должны иметь одинаковые E_i столбцов на голову</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the heads&apos; outputs %1 need H*E_h = %2 columns, as W^V %3 gives</source>
        <translation>выходам голов %1 нужно H*E_h = %2 столбцов, как даёт W^V %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>output bias has %1 entries, expected %2</source>
        <translation>смещение выхода содержит %1 элементов, ожидалось %2</translation>
    </message>
    <message>
        <location filename="../../core/attention/rollout.cpp" line="+73"/>
        <source>attention rollout needs at least one layer</source>
        <translation>для развёртки внимания (rollout) нужен хотя бы один слой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the discard ratio must be at least 0 and below 1, got %1</source>
        <translation>доля отбрасываемого должна быть не меньше 0 и меньше 1, получено %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention rollout: layer 1 has no heads</source>
        <translation>развёртка внимания: в слое 1 нет голов</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>attention rollout: row %1 is outside 0..%2</source>
        <translation>развёртка внимания: строка %1 вне диапазона 0..%2</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>attention rollout: layer %1 has no heads</source>
        <translation>развёртка внимания: в слое %1 нет голов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention rollout: layer %1 head %2 is %3, expected %4</source>
        <translation>развёртка внимания: слой %1, голова %2 имеет размер %3, ожидалось %4</translation>
    </message>
    <message>
        <location filename="../../core/attention/scores.cpp" line="+36"/>
        <source>unknown score function &apos;%1&apos;; expected dot, scaled-dot, bilinear, additive or exp-dot</source>
        <translation>неизвестная функция сравнения «%1»; ожидалось dot, scaled-dot, bilinear, additive или exp-dot</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>score parameters need positive sizes, got query dim %1 and key dim %2</source>
        <translation>параметрам функции сравнения нужны положительные размеры, получены размерность запроса %1 и ключа %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>additive score needs a hidden size &gt; 0, got %1</source>
        <translation>аддитивной оценке нужен скрытый размер &gt; 0, получено %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>key dim %1 does not match query dim %2 (%3 score needs equal sizes; additive allows different ones)</source>
        <translation>размерность ключа %1 не совпадает с размерностью запроса %2 (оценке %3 нужны равные размеры; аддитивная допускает разные)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>additive score needs parameters W_q:(h,d_q), W_k:(h,d_k), w:(h); none given</source>
        <translation>аддитивной оценке нужны параметры W_q:(h,d_q), W_k:(h,d_k), w:(h); они не заданы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>additive W_q %1 must be %2 for queries %3 and w of size %4</source>
        <translation>аддитивная W_q %1 должна быть %2 для запросов %3 и w размера %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>additive W_k %1 must be %2 for keys %3 and w of size %4</source>
        <translation>аддитивная W_k %1 должна быть %2 для ключей %3 и w размера %4</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>bilinear W %1 must be %2 for queries %3 and keys %4</source>
        <translation>билинейная W %1 должна быть %2 для запросов %3 и ключей %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown score function</source>
        <translation>неизвестная функция сравнения</translation>
    </message>
    <message>
        <location filename="../../core/attention/softmax.cpp" line="+19"/>
        <source>softmax input %1 has %2 at row %3, column %4 (only finite values or -inf for masked entries are allowed)</source>
        <translation>вход softmax %1 содержит %2 в строке %3, столбце %4 (допустимы только конечные значения или -inf для маскированных элементов)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the key size d must be at least 1, got %1</source>
        <translation>размер ключа d должен быть не меньше 1, получено %1</translation>
    </message>
    <message>
        <location filename="../../core/attention/steps.cpp" line="+19"/>
        <source>temperature must be a positive number, not %1</source>
        <translation>температура должна быть положительным числом, а не %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../../core/models/language/language_model.cpp" line="+325"/>
        <source>head %1 does not exist: the layer has %2 heads</source>
        <translation>головы %1 нет: голов в слое: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queries %1 do not fit W^Q %2</source>
        <translation>запросы %1 не подходят к W^Q %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keys %1 do not fit W^K %2</source>
        <translation>ключи %1 не подходят к W^K %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>values %1 do not fit W^V %2</source>
        <translation>значения %1 не подходят к W^V %2</translation>
    </message>
    <message>
        <location filename="../../core/base/rgb_image.cpp" line="+20"/>
        <source>an image of %1 is refused: each side must be 1 to %2 pixels</source>
        <translation>изображение %1 отклонено: каждая сторона должна быть от 1 до %2 пикселей</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is empty (%2)</source>
        <translation>%1 пусто (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is %2; at least %3x%4 are needed</source>
        <translation>%1 имеет размер %2; нужно не меньше %3x%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is %2; at most %3 pixels per side are accepted</source>
        <translation>%1 имеет размер %2; допускается не больше %3 пикселей по стороне</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 should hold %3 values (height x width x 3), it holds %4</source>
        <translation>%1 размера %2 должно содержать %3 значений (высота x ширина x 3), а содержит %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has the value %2 at pixel (x %3, y %4), channel %5; values must be finite and in [0,1]</source>
        <translation>%1 имеет значение %2 в пикселе (x %3, y %4), канал %5; значения должны быть конечными и лежать в [0,1]</translation>
    </message>
    <message>
        <location filename="../../core/base/pil_resize.cpp" line="+155"/>
        <location filename="../../core/base/rgb_image.cpp" line="+18"/>
        <source>resize target %1 must be 1 to %2</source>
        <translation>целевой размер %1 должен быть от 1 до %2</translation>
    </message>
    <message>
        <location filename="../../core/io/attention_import.cpp" line="+24"/>
        <location line="+14"/>
        <source>%1: holds no arrays</source>
        <translation>%1: не содержит массивов</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+12"/>
        <source>%1: has no array named &quot;%2&quot;</source>
        <translation>%1: нет массива с именем «%2»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: expected a .npy, .npz or .safetensors file</source>
        <translation>%1: ожидался файл .npy, .npz или .safetensors</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 must be a list of strings</source>
        <translation>%1 должен быть списком строк</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must hold strings only</source>
        <translation>%1 должен содержать только строки</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: attention must have shape (layers, heads, q, k), (heads, q, k) or (q, k); got %2 dimensions</source>
        <translation>%1: внимание должно иметь форму (layers, heads, q, k), (heads, q, k) или (q, k); получено измерений: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: attention has an empty dimension</source>
        <translation>%1: у внимания есть пустое измерение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the shape needs more values than the tensor holds</source>
        <translation>%1: форме нужно больше значений, чем содержит тензор</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the shape needs %2 values but the tensor holds %3</source>
        <translation>%1: форме нужно %2 значений, а тензор содержит %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: expected &quot;tokens&quot;, or &quot;query_tokens&quot; and &quot;key_tokens&quot;</source>
        <translation>%1: ожидалось «tokens» или «query_tokens» и «key_tokens»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 query and %3 key tokens, but the attention is %4 x %5</source>
        <translation>%1: %2 токенов запроса и %3 токенов ключа, но внимание имеет размер %4 x %5</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: layer %2 head %3 has a value that is not finite</source>
        <translation>%1: в слое %2, голове %3 есть не конечное значение</translation>
    </message>
    <message>
        <location filename="../../core/io/csv.cpp" line="+29"/>
        <source>%1 is not a number</source>
        <translation>%1 — не число</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the float range (largest magnitude 3.40282347e+38)</source>
        <translation>%1 выходит за диапазон float (наибольший модуль 3.40282347e+38)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>line %1 has %2 values, the first row has %3</source>
        <translation>в строке %1 %2 значений, а в первой строке %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the CSV text holds no numbers</source>
        <translation>текст CSV не содержит чисел</translation>
    </message>
    <message>
        <location filename="../../core/io/inflate.cpp" line="+23"/>
        <source>cannot start the zlib decoder</source>
        <translation>не удаётся запустить декодер zlib</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>compressed data larger than 4 GB is not read</source>
        <translation>сжатые данные больше 4 ГБ не читаются</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declares %1 but its %2 of compressed data can hold at most %3</source>
        <translation>объявлено %1, но %2 сжатых данных вмещают не больше %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>corrupt deflate data (%1)</source>
        <translation>повреждённые данные deflate (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>decodes to more than the %1 declared</source>
        <translation>распаковывается в больше, чем объявленные %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deflate data ends early (truncated file?)</source>
        <translation>данные deflate обрываются раньше времени (файл усечён?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decodes to %1, not the %2 declared</source>
        <translation>распаковывается в %1, а не в объявленные %2</translation>
    </message>
    <message>
        <location filename="../../core/io/json.cpp" line="+22"/>
        <source>unexpected text after the JSON value</source>
        <translation>лишний текст после значения JSON</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>JSON: %1 at byte %2</source>
        <translation>JSON: %1 в байте %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unexpected end of text</source>
        <translation>неожиданный конец текста</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected &apos;%1&apos;</source>
        <translation>ожидалось «%1»</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>nesting deeper than 64 levels</source>
        <translation>вложенность глубже 64 уровней</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a string key</source>
        <translation>ожидался строковый ключ</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>unexpected character</source>
        <translation>неожиданный символ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>malformed number &apos;%1&apos;</source>
        <translation>неверно записанное число «%1»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>truncated \u escape</source>
        <translation>оборванная escape-последовательность \u</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>bad hex digit in \u escape</source>
        <translation>неверная шестнадцатеричная цифра в \u</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unterminated string</source>
        <translation>незакрытая строка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>control character in a string</source>
        <translation>управляющий символ в строке</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unterminated escape</source>
        <translation>незаконченная escape-последовательность</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unpaired surrogate</source>
        <translation>непарный суррогат</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown escape \%1</source>
        <translation>неизвестная escape-последовательность \%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+34"/>
        <source>a string</source>
        <translation>строка</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>something else</source>
        <translation>что-то другое</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected %1 for &quot;%2&quot;, found %3</source>
        <translation>для «%2» ожидалось: %1, найдено: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected %2 for &quot;%3&quot;, found %4</source>
        <translation>%1: для «%3» ожидалось: %2, найдено: %4</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: model_type must be &quot;%2&quot;</source>
        <translation>%1: model_type должен быть «%2»</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/models/common/config_reader.cpp" line="+64"/>
        <source>%1: model_type is &quot;%2&quot;, expected &quot;%3&quot;</source>
        <translation>%1: model_type равен «%2», ожидался «%3»</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the text starts with a byte-order mark (EF BB BF), which JSON does not allow; save it as UTF-8 without one</source>
        <translation>текст начинается с метки порядка байтов (EF BB BF), которую JSON не допускает; сохраните его как UTF-8 без неё</translation>
    </message>
    <message>
        <location filename="../../core/io/file_read.cpp" line="+21"/>
        <location filename="../../core/io/mapped_file.cpp" line="+20"/>
        <source>%1: cannot open the file</source>
        <translation>%1: не удаётся открыть файл</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: not a regular file (a folder, a pipe or a device)</source>
        <translation>%1: это не обычный файл (папка, канал или устройство)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 bytes is more than the %3 read from such a file</source>
        <translation>%1: %2 байт — больше %3, которые читаются из такого файла</translation>
    </message>
    <message>
        <location filename="../../core/io/json.cpp" line="+10"/>
        <location filename="../../core/io/npz.cpp" line="+116"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/matrix_file.cpp" line="+32"/>
        <source>%1: expected a 1-D or 2-D array, got %2 dimensions</source>
        <translation>%1: ожидался одномерный или двумерный массив, получено измерений: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the matrix is empty (%2 x %3); expected at least one row and one column</source>
        <translation>%1: матрица пуста (%2 x %3); нужна хотя бы одна строка и один столбец</translation>
    </message>
    <message>
        <location filename="../../core/io/npy.cpp" line="+23"/>
        <source>%1: npy header has no &apos;%2&apos; field: %3</source>
        <translation>%1: в заголовке npy нет поля «%2»: %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: npy shape %2 has a non-numeric or huge entry &apos;%3&apos;</source>
        <translation>%1: в форме npy %2 есть нечисловой или огромный элемент «%3»</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: not a .npy file (expected the magic \x93NUMPY at the start)</source>
        <translation>%1: не файл .npy (в начале ожидается сигнатура \x93NUMPY)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: npy format version %2 is not 1, 2 or 3</source>
        <translation>%1: версия формата npy %2 — не 1, 2 и не 3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: file ends inside the npy header (truncated file?)</source>
        <translation>%1: файл обрывается внутри заголовка npy (файл усечён?)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: npy header length %2 exceeds numpy&apos;s limit of 65536 bytes</source>
        <translation>%1: длина заголовка npy %2 превышает предел numpy в 65536 байт</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: file ends inside the npy header (%2 bytes declared, %3 present; truncated file?)</source>
        <translation>%1: файл обрывается внутри заголовка npy (объявлено %2 байт, есть %3; файл усечён?)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a structured dtype (named fields) is not read; save one field as its own array</source>
        <translation>%1: структурированный dtype (именованные поля) не читается; сохраните поле отдельным массивом</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: npy shape is too large</source>
        <translation>%1: форма npy слишком велика</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: file holds %2 data bytes but the shape needs %3 (truncated file?)</source>
        <translation>%1: в файле %2 байт данных, а форме нужно %3 (файл усечён?)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: Fortran-ordered arrays of rank above 2 are not supported</source>
        <translation>%1: массивы в порядке Fortran ранга выше 2 не поддерживаются</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>expected a 1-D or 2-D array, got %1 dimensions</source>
        <translation>ожидался одномерный или двумерный массив, получено измерений: %1</translation>
    </message>
    <message>
        <location filename="../../core/io/npy_dtype.cpp" line="+82"/>
        <location line="+21"/>
        <source>%1 is not a NumPy type string</source>
        <translation>%1 — не строка типа NumPy</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 is complex: save the real part or the magnitude instead</source>
        <translation>%1 — комплексный тип: сохраните вещественную часть или модуль</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds Python objects, which are not read</source>
        <translation>%1 содержит объекты Python, они не читаются</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>%1 is not read (expected float16/32/64, int8-64, uint8-64 or bool)</source>
        <translation>%1 не читается (ожидались float16/32/64, int8-64, uint8-64 или bool)</translation>
    </message>
    <message>
        <location filename="../../core/io/npz.cpp" line="-94"/>
        <source>%1: zip structure points past the end of the file</source>
        <translation>%1: структура zip указывает за конец файла</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1: not an .npz file (too short for a zip archive)</source>
        <translation>%1: не файл .npz (слишком короткий для архива zip)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: not an .npz file (no zip end-of-directory record)</source>
        <translation>%1: не файл .npz (нет записи конца каталога zip)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: corrupt zip directory entry %2</source>
        <translation>%1: повреждённая запись каталога zip %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: zip directory runs past the end of the file</source>
        <translation>%1: каталог zip выходит за конец файла</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 uses zip compression method %2 (only stored and deflated are read)</source>
        <translation>%1 использует метод сжатия zip %2 (читаются только stored и deflated)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no local header where the directory says</source>
        <translation>%1: нет локального заголовка там, где указывает каталог</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 runs past the end of the file (truncated file?)</source>
        <translation>%1 выходит за конец файла (файл усечён?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is larger than 16 GB</source>
        <translation>%1 больше 16 ГБ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has %2 bytes, the directory says %3</source>
        <translation>%1 имеет %2 байт, а каталог указывает %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 fails its CRC check (corrupt file?)</source>
        <translation>%1 не проходит проверку CRC (файл повреждён?)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>array %1 is too large for a plain zip member</source>
        <translation>массив %1 слишком велик для обычного элемента zip</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensors.cpp" line="+36"/>
        <source>%1: dtype %2 is not supported (expected F32, F16 or BF16)</source>
        <translation>%1: dtype %2 не поддерживается (ожидались F32, F16 или BF16)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not described by an object</source>
        <translation>%1 не описан объектом</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no shape array</source>
        <translation>у %1 нет массива shape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs data_offsets [begin, end]</source>
        <translation>%1 требует data_offsets [begin, end]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has a shape entry that is not a whole number</source>
        <translation>у %1 элемент формы — не целое число</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is too large (its shape has more than 2^40 values)</source>
        <translation>%1 слишком велик (в его форме больше 2^40 значений)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has data_offsets that are not whole numbers below 2^53</source>
        <translation>у %1 data_offsets — не целые числа меньше 2^53</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 spans bytes %2..%3 but the data holds %4 (truncated file?)</source>
        <translation>%1 занимает байты %2..%3, а данные содержат %4 (файл усечён?)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has %2 bytes but shape and %3 need %4</source>
        <translation>%1 имеет %2 байт, но форме и %3 нужно %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: not a safetensors file (shorter than its 8-byte header length)</source>
        <translation>%1: не файл safetensors (короче 8-байтовой длины заголовка)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: header length %2 exceeds the 100 MB limit (not a safetensors file?)</source>
        <translation>%1: длина заголовка %2 превышает предел в 100 МБ (не файл safetensors?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: header length %2 is longer than the file (truncated file?)</source>
        <translation>%1: длина заголовка %2 больше файла (файл усечён?)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1: header is not valid JSON: %2</source>
        <translation>%1: заголовок — не корректный JSON: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: header must be a JSON object</source>
        <translation>%1: заголовок должен быть объектом JSON</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: tensor data %2 at byte %3</source>
        <translation>%1: данные тензора %2 в байте %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 bytes after the last tensor belong to none</source>
        <translation>%1: %2 байт после последнего тензора не принадлежат ни одному</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../core/models/common/named_tensors.cpp" line="+72"/>
        <location line="+14"/>
        <source>%1: tensor &quot;%2&quot; is missing</source>
        <translation>%1: нет тензора «%2»</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: could not read tensor &quot;%2&quot; (the file changed or was truncated since it was opened)</source>
        <translation>%1: не удалось прочитать тензор «%2» (файл изменён или усечён после открытия)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: tensor &quot;%2&quot; is not a matrix</source>
        <translation>%1: тензор «%2» — не матрица</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: tensor &quot;%2&quot; has no columns %3 to %4</source>
        <translation>%1: у тензора «%2» нет столбцов с %3 по %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: tensor &quot;%2&quot; has no rows %3 to %4</source>
        <translation>%1: у тензора «%2» нет строк с %3 по %4</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>tensor &quot;%1&quot; has %2 values but its shape needs %3</source>
        <translation>в тензоре «%1» %2 значений, а его форме нужно %3</translation>
    </message>
    <message>
        <location filename="../../core/lectures/dot_variance.cpp" line="+46"/>
        <source>dimension d must be from 1 to %1, not %2</source>
        <translation>размерность d должна быть от 1 до %1, а не %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a variance needs at least 2 values, got %1</source>
        <translation>для дисперсии нужно хотя бы 2 значения, получено %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>number of samples N must be from 2 to %1, not %2</source>
        <translation>число выборок N должно быть от 2 до %1, а не %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>example rows and keys must be from 1 to 256, not %1 and %2</source>
        <translation>число строк примера и ключей должно быть от 1 до 256, а не %1 и %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>keys must be from 2 to 1024, not %1</source>
        <translation>ключей должно быть от 2 до 1024, а не %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trials must be from 1 to 100000, not %1</source>
        <translation>испытаний должно быть от 1 до 100000, а не %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>bins must be from 1 to 10000, not %1</source>
        <translation>интервалов должно быть от 1 до 10000, а не %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>histogram range [%1, %2] is empty</source>
        <translation>диапазон гистограммы [%1, %2] пуст</translation>
    </message>
    <message>
        <location filename="../../core/lectures/fuzzy_lookup.cpp" line="+57"/>
        <source>a word to look up is empty</source>
        <translation>слово для поиска пустое</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the dictionary has no entries</source>
        <translation>в словаре нет записей</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>temperature must be a finite number &gt; 0, not %1</source>
        <translation>температура должна быть конечным числом &gt; 0, а не %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the query is empty: type a word to look up</source>
        <translation>запрос пуст: введите слово для поиска</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dictionary entry %1 has an empty key</source>
        <translation>у записи словаря %1 пустой ключ</translation>
    </message>
    <message>
        <location filename="../../core/lectures/graph_attention.cpp" line="+22"/>
        <source>graph attention needs F &gt;= 1, F&apos; &gt;= 1 and K &gt;= 1 heads, got F = %1, F&apos; = %2, K = %3</source>
        <translation>графовому вниманию нужны F &gt;= 1, F&apos; &gt;= 1 и K &gt;= 1 голов, получено F = %1, F&apos; = %2, K = %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+1"/>
        <source>node features h</source>
        <translation>признаки вершин h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adjacency %1 must be (n,n) for features h %2</source>
        <translation>матрица смежности %1 должна быть (n,n) для признаков h %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>adjacency %1 must be symmetric (an undirected graph)</source>
        <translation>матрица смежности %1 должна быть симметричной (неориентированный граф)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>graph attention needs at least one head</source>
        <translation>графовому вниманию нужна хотя бы одна голова</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>head %1</source>
        <translation>голова %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: W %2 must be (F,F&apos;) = %3 for features h %4</source>
        <translation>%1: W %2 должна быть (F,F&apos;) = %3 для признаков h %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a has %2 entries, expected 2F&apos; = %3</source>
        <translation>%1: a содержит %2 элементов, ожидалось 2F&apos; = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: W</source>
        <translation>%1: W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: a</source>
        <translation>%1: a</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>a graph needs at least one node, got %1</source>
        <translation>графу нужна хотя бы одна вершина, получено %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>edge probability must be in [0, 1], got %1</source>
        <translation>вероятность ребра должна лежать в [0, 1], получено %1</translation>
    </message>
    <message>
        <location filename="../../core/lectures/kernel_regression.cpp" line="+20"/>
        <source>number of samples must be from 2 to %1, not %2</source>
        <translation>число выборок должно быть от 2 до %1, а не %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>noise must be a finite number &gt;= 0, not %1</source>
        <translation>шум должен быть конечным числом &gt;= 0, а не %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>at least 2 queries needed, not %1</source>
        <translation>нужно хотя бы 2 запроса, а не %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <location filename="../../core/lectures/score_comparison.cpp" line="+38"/>
        <source>queries</source>
        <translation>запросы</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <location filename="../../core/lectures/score_comparison.cpp" line="+1"/>
        <source>keys</source>
        <translation>ключи</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leave-one-out needs as many queries as keys (at least 2), got %1 queries and %2 keys</source>
        <translation>для скользящего контроля (leave-one-out) запросов нужно столько же, сколько ключей (не меньше 2), получено %1 запросов и %2 ключей</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>kernel width sigma must be a finite number &gt; 0, not %1</source>
        <translation>ширина ядра sigma должна быть конечным числом &gt; 0, а не %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>kernel parameter w must be a finite non-zero number, not %1</source>
        <translation>параметр ядра w должен быть конечным ненулевым числом, а не %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weights %1 need %2 values, got %3</source>
        <translation>весам %1 нужно %2 значений, получено %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>inputs x (%1) and targets y (%2) differ in length</source>
        <translation>входы x (%1) и цели y (%2) различаются по длине</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the fit needs a start w &gt; 0, not %1</source>
        <translation>подгонке нужно начальное w &gt; 0, а не %1</translation>
    </message>
    <message>
        <location filename="../../core/lectures/layer_cost.cpp" line="+123"/>
        <source>timing needs n, d, k &gt;= 1, got n = %1, d = %2, k = %3</source>
        <translation>замеру времени нужны n, d, k &gt;= 1, получено n = %1, d = %2, k = %3</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>a cost fit needs as many times (%1) as sizes (%2), at least one</source>
        <translation>подгонке стоимости нужно столько времён (%1), сколько размеров (%2), хотя бы одно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a cost fit needs d &gt; 0 and k &gt; 0</source>
        <translation>подгонке стоимости нужны d &gt; 0 и k &gt; 0</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a cost fit needs positive finite sizes and times, got n = %1, t = %2</source>
        <translation>подгонке стоимости нужны положительные конечные размеры и времена, получено n = %1, t = %2</translation>
    </message>
    <message>
        <location filename="../../core/lectures/score_comparison.cpp" line="-22"/>
        <source>%1 must be from 1 to %2, not %3</source>
        <translation>%1 должно быть от 1 до %2, а не %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>q·k needs d_q = d_k
(here %1 ≠ %2)</source>
        <translation>для q·k нужно d_q = d_k
(здесь %1 ≠ %2)</translation>
    </message>
    <message>
        <location filename="../../core/lectures/sequence_layers.cpp" line="+16"/>
        <source>%1 needs d &gt;= 1, got %2</source>
        <translation>%1 требует d &gt;= 1, получено %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a convolution needs kernel k &gt;= 1, got %1</source>
        <translation>свёртке нужно ядро k &gt;= 1, получено %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <location line="+24"/>
        <location line="+1"/>
        <location line="+26"/>
        <location line="+1"/>
        <source>sequence x</source>
        <translation>последовательность x</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>self-attention projection %1 must be (d,d) = %2 for x %3</source>
        <translation>проекция самовнимания %1 должна быть (d,d) = %2 для x %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>RNN weights W %1, U %2, b (%3) do not fit x %4: W:(d_in,d), U:(d,d), b:(d) needed</source>
        <translation>веса RNN W %1, U %2, b (%3) не подходят к x %4: нужны W:(d_in,d), U:(d,d), b:(d)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a convolution needs at least one tap (k &gt;= 1)</source>
        <translation>свёртке нужен хотя бы один отвод (k &gt;= 1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>convolution tap %1 must be (d_in,d_out) = %2 for x %3</source>
        <translation>отвод свёртки %1 должен быть (d_in,d_out) = %2 для x %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>convolution bias has %1 entries, expected d_out = %2</source>
        <translation>смещение свёртки содержит %1 элементов, ожидалось d_out = %2</translation>
    </message>
    <message>
        <location filename="../../core/lectures/window_attention.cpp" line="+18"/>
        <location line="+1"/>
        <source>tokens x</source>
        <translation>токены x</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>window size w must be at least 1, got %1</source>
        <translation>размер окна w должен быть не меньше 1, получено %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>projection %1 must be (d,d) = %2 for x %3</source>
        <translation>проекция %1 должна быть (d,d) = %2 для x %3</translation>
    </message>
    <message>
        <location filename="../../core/models/captioner/captioner.cpp" line="+91"/>
        <source>the captioner&apos;s features need a %1x%2 image, got %3x%4 (use resizeForCaptioner)</source>
        <translation>признакам модели подписей нужно изображение %1x%2, получено %3x%4 (используйте resizeForCaptioner)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>a caption has 1 to %1 words, asked for %2</source>
        <translation>в подписи от 1 до %1 слов, запрошено %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a typed caption needs 1 to %1 words, got %2</source>
        <translation>в набранной подписи должно быть от 1 до %1 слов, получено %2</translation>
    </message>
    <message>
        <location filename="../../core/models/captioner/captioner_load.cpp" line="+17"/>
        <location filename="../../core/models/common/config_reader.cpp" line="-53"/>
        <location filename="../../core/models/translator/translator_loading.cpp" line="+59"/>
        <source>%1: expected a JSON object</source>
        <translation>%1: ожидался объект JSON</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; must be a whole number from 1 to %3</source>
        <translation>%1: «%2» должно быть целым числом от 1 до %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: patch_size %2 does not divide image_size %3</source>
        <translation>%1: patch_size %2 не делит image_size %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: at most 4096 patches are supported</source>
        <translation>%1: поддерживается не больше 4096 фрагментов изображения</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../core/models/translator/translator_vocab.cpp" line="+98"/>
        <source>%1: expected a JSON array of words</source>
        <translation>%1: ожидался массив слов JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: holds %2 words, config.json says vocab_size %3</source>
        <translation>%1: содержит %2 слов, а config.json указывает vocab_size %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: every entry must be a string</source>
        <translation>%1: каждый элемент должен быть строкой</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1/vocab.json: the word &quot;%2&quot; is missing</source>
        <translation>%1/vocab.json: нет слова «%2»</translation>
    </message>
    <message>
        <location filename="../../core/models/captioner/scene.cpp" line="+102"/>
        <source>a scene has one to three shapes</source>
        <translation>в сцене от одной до трёх фигур</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a shape reaches outside the picture</source>
        <translation>фигура выходит за пределы картинки</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two shapes touch or overlap</source>
        <translation>две фигуры касаются или перекрываются</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the shape is neither in the middle nor clearly off it</source>
        <translation>фигура ни в центре, ни явно в стороне от него</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shape is too close to a diagonal</source>
        <translation>фигура слишком близко к диагонали</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the shapes are too close to a diagonal of each other</source>
        <translation>фигуры слишком близко к диагонали друг друга</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>two shapes are too close to the same column</source>
        <translation>две фигуры слишком близко к одному столбцу</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no captionable scene found for seed %1</source>
        <translation>для зерна %1 не найдена сцена, которую можно подписать</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>this scene has no caption in the grammar: %1</source>
        <translation>у этой сцены нет подписи в грамматике: %1</translation>
    </message>
    <message>
        <location filename="../../core/models/common/named_tensors.cpp" line="-42"/>
        <source>%1: expected a &quot;weight_map&quot; object of tensor names and shard files</source>
        <translation>%1: ожидался объект «weight_map» из имён тензоров и файлов частей</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: tensor &quot;%2&quot; must map to a file name in the same folder</source>
        <translation>%1: тензор «%2» должен ссылаться на имя файла в той же папке</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: tensor &quot;%2&quot; has shape %3, expected %4</source>
        <translation>%1: тензор «%2» имеет форму %3, ожидалась %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: tensor &quot;%2&quot; holds a non-finite value</source>
        <translation>%1: тензор «%2» содержит не конечное значение</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/bert.cpp" line="+51"/>
        <source>%1: position_embedding_type &quot;%2&quot; is not supported (absolute is)</source>
        <translation>%1: position_embedding_type «%2» не поддерживается (поддерживается absolute)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: n_embd %2 is not divisible by n_head %3</source>
        <translation>%1: n_embd %2 не делится на n_head %3</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1/config.json: &quot;type_vocab_size&quot; is 0 but the weights hold %2</source>
        <translation>%1/config.json: «type_vocab_size» равно 0, но в весах есть %2</translation>
    </message>
    <message>
        <location filename="../../core/models/common/token_ids.cpp" line="+9"/>
        <source>the model needs at least one token</source>
        <translation>модели нужен хотя бы один токен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens exceed the model&apos;s %2 positions</source>
        <translation>токенов: %1, а позиций у модели только %2</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/bert.cpp" line="+41"/>
        <source>%1 segment ids for %2 tokens</source>
        <translation>%1 номеров сегментов для %2 токенов</translation>
    </message>
    <message>
        <location filename="../../core/models/common/token_ids.cpp" line="+5"/>
        <source>token id %1 at position %2 is outside the vocabulary of %3</source>
        <translation>id токена %1 в позиции %2 вне словаря из %3</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/bert.cpp" line="+6"/>
        <source>segment id %1 at position %2: the model has %3 segments</source>
        <translation>номер сегмента %1 в позиции %2: у модели %3 сегментов</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 padding flags for %2 tokens</source>
        <translation>%1 флагов заполнения для %2 токенов</translation>
    </message>
    <message>
        <location line="+31"/>
        <location filename="../../core/models/decoder/decoder.cpp" line="+21"/>
        <location line="+202"/>
        <location filename="../../core/models/decoder/long_text.cpp" line="+51"/>
        <location filename="../../core/models/language/language_model.cpp" line="-18"/>
        <location line="+30"/>
        <source>layer %1 does not exist: the model has %2 layers</source>
        <translation>слоя %1 нет: слоёв в модели: %2</translation>
    </message>
    <message>
        <location filename="../../core/models/common/token_table.cpp" line="+21"/>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+50"/>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="+131"/>
        <location line="+105"/>
        <source>%1: expected an object of token ids</source>
        <translation>%1: ожидался объект с id токенов</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+5"/>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="-102"/>
        <location line="+107"/>
        <source>%1: token &quot;%2&quot; has an id outside 0..%3</source>
        <translation>%1: у токена «%2» id вне 0..%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: tokens &quot;%2&quot; and &quot;%3&quot; have the same id %4</source>
        <translation>%1: у токенов «%2» и «%3» один и тот же номер %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: token &quot;%2&quot; is listed twice</source>
        <translation>%1: токен «%2» указан дважды</translation>
    </message>
    <message>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+17"/>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="-93"/>
        <source>%1: line %2 is not a pair &quot;a b&quot;</source>
        <translation>%1: строка %2 — не пара «a b»</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../core/models/language/sentencepiece_bpe.cpp" line="+57"/>
        <source>token &quot;%1&quot; is missing from the vocabulary</source>
        <translation>токена «%1» нет в словаре</translation>
    </message>
    <message>
        <location filename="../../core/text/normalize.cpp" line="+46"/>
        <location line="+17"/>
        <location line="+18"/>
        <source>the text could not be normalised</source>
        <translation>текст не удалось нормализовать</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/wordpiece.cpp" line="+58"/>
        <source>%1: the vocabulary is empty</source>
        <translation>%1: словарь пуст</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: token &quot;%2&quot; appears twice</source>
        <translation>%1: токен «%2» встречается дважды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the vocabulary has no unknown token &quot;%2&quot;</source>
        <translation>%1: в словаре нет токена неизвестного слова «%2»</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: more than 10000000 tokens</source>
        <translation>%1: больше 10000000 токенов</translation>
    </message>
    <message>
        <location line="+76"/>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+24"/>
        <location filename="../../core/models/language/fairseq_pieces.cpp" line="+66"/>
        <location filename="../../core/models/language/language_model.cpp" line="-100"/>
        <location filename="../../core/models/language/sentencepiece_bpe.cpp" line="+22"/>
        <source>token id %1 is outside the vocabulary of %2</source>
        <translation>id токена %1 вне словаря из %2</translation>
    </message>
    <message>
        <location filename="../../core/models/language/language_model.cpp" line="-118"/>
        <source>%1: the tokenizer has %2 tokens but the model only %3</source>
        <translation>%1: в токенизаторе %2 токенов, а в модели только %3</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1: no tokenizer (expected tokenizer.json, vocab.json + merges.txt, vocab.txt, or tokenizer_config.json naming the bytes tokenizer)</source>
        <translation>%1: нет токенизатора (ожидались tokenizer.json, vocab.json + merges.txt, vocab.txt или tokenizer_config.json с байтовым токенизатором)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: no tokenizer files (tokenizer.json, vocab.json + merges.txt or vocab.txt) for the tokenizer_config.json&apos;s tokenizer_class &quot;%2&quot;</source>
        <translation>%1: нет файлов токенизатора (tokenizer.json, vocab.json + merges.txt или vocab.txt) для tokenizer_class «%2» из tokenizer_config.json</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the tokenizer has no %1 token</source>
        <translation>в токенизаторе нет токена %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>a sentence pair needs an encoder (BERT family)</source>
        <translation>для пары предложений нужен кодер (семейство BERT)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 tokens</source>
        <translation>%1 токенах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shorten the text</source>
        <translation>сократите текст</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>attention on demand is for decoders (GPT-2, Llama and the other families that write text), not for an encoder</source>
        <translation>внимание по запросу — для декодеров (GPT-2, Llama и других семейств, которые пишут текст), а не для кодировщика</translation>
    </message>
    <message>
        <location filename="../../core/models/language/generation.cpp" line="+13"/>
        <location filename="../../core/models/language/language_model.cpp" line="-6"/>
        <location line="+14"/>
        <source>an encoder (BERT family) does not continue a text</source>
        <translation>кодер (семейство BERT) не продолжает текст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no text to continue</source>
        <translation>нет текста, который можно продолжить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of new tokens must be from 1 to %1, not %2</source>
        <translation>число новых токенов должно быть от 1 до %1, а не %2</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator.cpp" line="+18"/>
        <source>%1 has %2 bytes; a translator reads at most %3</source>
        <translation>%1 имеет %2 байт; переводчик читает не больше %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is empty: type a sentence to translate</source>
        <translation>%1 пусто: введите предложение для перевода</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 words; this translator reads at most %3 (split the text into sentences)</source>
        <translation>в %1 %2 слов; этот переводчик читает не больше %3 (разбейте текст на предложения)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a translator needs a model</source>
        <translation>переводчику нужна модель</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_loading.cpp" line="-41"/>
        <source>%1: &quot;%2&quot; is missing</source>
        <translation>%1: нет «%2»</translation>
    </message>
    <message>
        <location filename="../../core/models/common/config_reader.cpp" line="+16"/>
        <location filename="../../core/models/translator/translator_loading.cpp" line="+3"/>
        <source>%1: &quot;%2&quot; must be a whole number from %3 to %4</source>
        <translation>%1: «%2» должно быть целым числом от %3 до %4</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../core/models/common/rope_parameters.cpp" line="+74"/>
        <source>%1: &quot;%2&quot; must be a positive number</source>
        <translation>%1: «%2» должно быть положительным числом</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: &quot;%2&quot; must be true or false</source>
        <translation>%1: «%2» должно быть true или false</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_loading.cpp" line="+41"/>
        <source>%1: &quot;model_type&quot; is missing</source>
        <translation>%1: нет «model_type»</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: model_type &quot;%2&quot; is not a translator (expected &quot;bahdanau-gru&quot;, &quot;transformer-seq2seq&quot; or &quot;marian&quot;)</source>
        <translation>%1: model_type «%2» — не переводчик (ожидалось «bahdanau-gru», «transformer-seq2seq» или «marian»)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: &quot;hidden_dim&quot; %2 must be even (half per encoder direction)</source>
        <translation>%1: «hidden_dim» %2 должно быть чётным (по половине на каждое направление кодера)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;layer_norm_eps&quot; must be a number between 0 and 1</source>
        <translation>%1: «layer_norm_eps» должно быть числом между 0 и 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: only &quot;norm&quot;: &quot;post&quot; (LayerNorm after each residual addition) is supported</source>
        <translation>%1: поддерживается только «norm»: «post» (LayerNorm после каждого остаточного сложения)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: only &quot;activation&quot;: &quot;relu&quot; is supported</source>
        <translation>%1: поддерживается только «activation»: «relu»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: d_model %2 is not divisible by heads %3</source>
        <translation>%1: d_model %2 не делится на число голов %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: max_source_words + 1 and max_target_words must not exceed max_positions %2</source>
        <translation>%1: max_source_words + 1 и max_target_words не должны превышать max_positions %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1/source_vocab.json has %2 words but config.json says source_vocab_size %3</source>
        <translation>%1/source_vocab.json содержит %2 слов, а config.json указывает source_vocab_size %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1/target_vocab.json has %2 words but config.json says target_vocab_size %3</source>
        <translation>%1/target_vocab.json содержит %2 слов, а config.json указывает target_vocab_size %3</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_vocab.cpp" line="-33"/>
        <source>%1: a vocabulary needs at least the 4 special words, got %2 words</source>
        <translation>%1: словарю нужны хотя бы 4 специальных слова, получено %2 слов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 words is more than the 1000000 allowed</source>
        <translation>%1: %2 слов — больше допустимого 1000000</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: word %2 must be &quot;%3&quot;, got &quot;%4&quot;</source>
        <translation>%1: слово %2 должно быть «%3», получено «%4»</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: word %2 is empty</source>
        <translation>%1: слово %2 пустое</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: word &quot;%2&quot; appears twice (ids %3 and %4)</source>
        <translation>%1: слово «%2» встречается дважды (id %3 и %4)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: entry %2 is not a string</source>
        <translation>%1: элемент %2 — не строка</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: expected a JSON object mapping each piece to its id</source>
        <translation>%1: ожидался объект JSON, сопоставляющий каждому подслову его id</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;%2&quot; must map to an id of its own from 0 to %3</source>
        <translation>%1: «%2» должно соответствовать собственному id от 0 до %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;&lt;unk&gt;&quot; is missing</source>
        <translation>%1: нет «&lt;unk&gt;»</translation>
    </message>
    <message>
        <location filename="../../core/positional/pe_similarity.cpp" line="+13"/>
        <source>positional encoding</source>
        <translation>позиционное кодирование</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>need at least one offset, got %1</source>
        <translation>нужен хотя бы один сдвиг, получено %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>similarity by offset needs sine-cosine pairs: d must be even, got %1</source>
        <translation>сходству по сдвигу нужны пары синус-косинус: d должно быть чётным, получено %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>bits must be 1 to 30, got %1</source>
        <translation>число битов должно быть от 1 до 30, получено %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bits count %2 positions, not %3</source>
        <translation>%1 битов дают %2 позиций, а не %3</translation>
    </message>
    <message>
        <location filename="../../core/positional/positional.cpp" line="+16"/>
        <location filename="../../core/positional/rope.cpp" line="+50"/>
        <location line="+10"/>
        <source>number of positions must be at least 1, got %1</source>
        <translation>число позиций должно быть не меньше 1, получено %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encoding dimension must be at least 1, got %1</source>
        <translation>размерность кодирования должна быть не меньше 1, получено %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>encoding base must be a number above 1, got %1</source>
        <translation>основание кодирования должно быть числом больше 1, получено %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the offset rotation needs an even dimension: with d = %1 the last sine column has no cosine partner</source>
        <translation>повороту по сдвигу нужна чётная размерность: при d = %1 у последнего столбца синуса нет пары-косинуса</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>positions %1 and %2 must both be among the %3 of P %4</source>
        <translation>позиции %1 и %2 обе должны быть среди %3 позиций P %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P %1 needs %2 frequencies, got %3</source>
        <translation>P %1 нужно %2 частот, получено %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pair %1 does not exist in P %2</source>
        <translation>пары %1 нет в P %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>offset %1 leaves no pair of the %2 positions to compare</source>
        <translation>при сдвиге %1 не остаётся ни одной пары из %2 позиций для сравнения</translation>
    </message>
    <message>
        <location filename="../../core/positional/rope.cpp" line="-42"/>
        <source>rotary encoding rotates pairs of dimensions: d must be even and at least 2, got %1</source>
        <translation>вращающее кодирование поворачивает пары измерений: d должно быть чётным и не меньше 2, получено %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>rotary input</source>
        <translation>вход вращающего кодирования</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+10"/>
        <source>query dim %1 does not match key dim %2</source>
        <translation>размерность запроса %1 не совпадает с размерностью ключа %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rotary positions need d/2 = %1 finite frequencies, got %2</source>
        <translation>вращающим позициям нужно d/2 = %1 конечных частот, получено %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>diagonal means need a non-empty square matrix, got %1</source>
        <translation>средним по диагоналям нужна непустая квадратная матрица, получено %1</translation>
    </message>
    <message>
        <location filename="../../core/text/onehot.cpp" line="+33"/>
        <source>one-hot embedding needs at least one token, got an empty text</source>
        <translation>one-hot эмбеддингу нужен хотя бы один токен, а текст пуст</translation>
    </message>
    <message>
        <location filename="../../core/text/text_segments.cpp" line="+57"/>
        <source>cannot split the text: ICU&apos;s break iterator is unavailable (%1)</source>
        <translation>не удаётся разбить текст: итератор границ ICU недоступен (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the text is too long to split: %1 bytes</source>
        <translation>текст слишком длинный для разбиения: %1 байт</translation>
    </message>
    <message>
        <location filename="../../core/text/token_embedding.cpp" line="+23"/>
        <source>the embedding size must be at least 1, not %1</source>
        <translation>размер эмбеддинга должен быть не меньше 1, а не %1</translation>
    </message>
    <message>
        <location filename="../../core/base/check.h" line="+70"/>
        <source>%1 %2 has a non-finite value %3 at row %4, column %5</source>
        <translation>%1 %2 содержит не конечное значение %3 в строке %4, столбце %5</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is empty %2: at least one token and one dimension needed</source>
        <translation>%1 пусто %2: нужен хотя бы один токен и одно измерение</translation>
    </message>
    <message>
        <location filename="../../core/attention/rotary.cpp" line="+12"/>
        <source>rotary positions need an even head size, got %1</source>
        <translation>вращающему кодированию нужен чётный размер головы, получено %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rotary base must be a number above 1, got %1</source>
        <translation>основание вращающего кодирования должно быть больше 1, получено %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>rotary positions: %1 from position %2 is not up to %3 positions of %4 heads of %5 or more values</source>
        <translation>вращающее кодирование: %1 с позиции %2 — не до %3 позиций из %4 голов по %5 или более значений</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>rotary scores need a query and a key of %1 or more values, got %2 and %3</source>
        <translation>для вращающих оценок нужны запрос и ключ из %1 или более значений, получено %2 и %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a score needs a query and a key of one size, got %1 and %2</source>
        <translation>для оценки нужны запрос и ключ одного размера, получены %1 и %2</translation>
    </message>
    <message>
        <location filename="../../core/models/common/rope_parameters.cpp" line="-40"/>
        <source>%1: &quot;rope_scaling&quot; must be an object or null</source>
        <translation>%1: «rope_scaling» должно быть объектом или null</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;rope_parameters&quot; must be an object</source>
        <translation>%1: «rope_parameters» должно быть объектом</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: &quot;rope_parameters&quot; has no object for layer type &quot;%2&quot;</source>
        <translation>%1: в «rope_parameters» нет объекта для типа слоя «%2»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: &quot;%2&quot; must be a list of numbers</source>
        <translation>%1: «%2» должно быть списком чисел</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; must be a list of positive numbers</source>
        <translation>%1: «%2» должно быть списком положительных чисел</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: &quot;%2&quot; is not a rope setting this program knows; it would change the positions, so the model is not opened</source>
        <translation>%1: «%2» — неизвестная программе настройка rope; она изменила бы позиции, поэтому модель не открывается</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: rope_type &quot;%2&quot; is not supported (default, linear, dynamic, yarn, longrope and llama3 are)</source>
        <translation>%1: rope_type «%2» не поддерживается (поддерживаются default, linear, dynamic, yarn, longrope и llama3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;rope_theta&quot; must be a number above 1</source>
        <translation>%1: «rope_theta» должно быть числом больше 1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: &quot;partial_rotary_factor&quot; must be in (0, 1]</source>
        <translation>%1: «partial_rotary_factor» должно лежать в (0, 1]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: llama3 rope needs 0 &lt; low_freq_factor &lt; high_freq_factor</source>
        <translation>%1: для rope llama3 нужно 0 &lt; low_freq_factor &lt; high_freq_factor</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;truncate&quot; must be true or false</source>
        <translation>%1: «truncate» должно быть true или false</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>rotary positions need an even number of values per head, got %1 of %2</source>
        <translation>вращающему кодированию нужно чётное число значений на голову, получено %1 из %2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>longrope needs %1 factors (one per rotated pair), got %2</source>
        <translation>для longrope нужно %1 множителей (по одному на вращаемую пару), получено %2</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/decoder_config.cpp" line="+23"/>
        <source>%1: &quot;layer_types&quot; must list one type for each of the %2 layers</source>
        <translation>%1: «layer_types» должно перечислять по одному типу для каждого из %2 слоёв</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: layer type %2 is not sliding_attention or full_attention</source>
        <translation>%1: тип слоя %2 — не sliding_attention и не full_attention</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1: &quot;no_rope_layers&quot; must have one entry for each of the %2 layers</source>
        <translation>%1: в «no_rope_layers» должно быть по одному элементу для каждого из %2 слоёв</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;no_rope_layers&quot; entries must be 0 or 1</source>
        <translation>%1: элементы «no_rope_layers» должны быть 0 или 1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1: %2 attention heads do not share %3 key/value heads evenly</source>
        <translation>%1: %2 голов внимания не делят %3 голов ключей/значений поровну</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 %3 is not divisible by %4 heads</source>
        <translation>%1: %2 %3 не делится на %4 голов</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: &quot;partial_rotary_factor&quot; is not applied to a &quot;%2&quot; model, so the model is not opened</source>
        <translation>%1: «partial_rotary_factor» не применяется к модели «%2», поэтому модель не открывается</translation>
    </message>
    <message>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="-102"/>
        <location line="+134"/>
        <source>%1: the pre-tokenizer is not one this program knows (byte-level with GPT-2&apos;s, SmolLM2&apos;s, Llama 3&apos;s or Qwen2&apos;s split)</source>
        <translation>%1: этот предварительный токенизатор программе неизвестен (известны байтовые с разбиением GPT-2, SmolLM2, Llama 3 или Qwen2)</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>%1: the tokenizer has no %2 token</source>
        <translation>%1: в токенизаторе нет токена %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: added token &quot;%2&quot; has id %3, not a whole number from 0 to %4</source>
        <translation>%1: у добавленного токена «%2» номер %3, а не целое число от 0 до %4</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1: &quot;%2&quot; is not supported</source>
        <translation>%1: «%2» не поддерживается</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: &quot;%2&quot; is not supported (BertNormalizer is)</source>
        <translation>%1: «%2» не поддерживается (поддерживается BertNormalizer)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1: tokenizer model &quot;%2&quot; is not supported (BPE and WordPiece are)</source>
        <translation>%1: модель токенизатора «%2» не поддерживается (поддерживаются BPE и WordPiece)</translation>
    </message>
    <message>
        <location filename="../../core/attention/head_metrics.cpp" line="+15"/>
        <source>head metrics need square weights of at least 2 tokens and one delimiter flag per token, got %1 and %2 flags</source>
        <translation>для метрик головы нужны квадратные веса хотя бы из 2 токенов и по флагу разделителя на токен, получено %1 и %2 флагов</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>an induction score needs weights of 2 x %1 + %2 tokens, got %3</source>
        <translation>для индукционной оценки нужны веса 2 × %1 + %2 токенов, получено %3</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>there is no attention to sum up by distance</source>
        <translation>нет внимания, которое можно сложить по расстояниям</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>heads of different shapes: %1 and %2</source>
        <translation>головы разной формы: %1 и %2</translation>
    </message>
    <message>
        <location filename="../../core/attention/patch_maps.cpp" line="+18"/>
        <source>attention %1 does not cover %2 prefix tokens and %3 x %4 patches</source>
        <translation>внимание %1 не покрывает %2 префиксных токенов и %3 x %4 фрагментов</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>token %1 does not exist: there are %2</source>
        <translation>токена %1 нет: их всего %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the share of attention to keep must be in (0, 1], got %1</source>
        <translation>сохраняемая доля внимания должна быть в (0, 1], получено %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a patch map must hold finite weights of at least 0</source>
        <translation>карта фрагментов должна содержать конечные веса не меньше 0</translation>
    </message>
    <message>
        <location filename="../../core/models/vit/vit.cpp" line="+63"/>
        <source>%1 x %2 patches</source>
        <translation>%1 x %2 фрагментах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a smaller picture</source>
        <translation>выберите картинку поменьше</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>pixels of %1 x %2 are not a grid of %3 x %4 patches of %5</source>
        <translation>пиксели %1 x %2 не образуют сетку %3 x %4 фрагментов по %5</translation>
    </message>
    <message>
        <location filename="../../core/models/vit/vit_load.cpp" line="+30"/>
        <source>%1: &quot;mlp_ratio&quot; is too large</source>
        <translation>%1: «mlp_ratio» слишком велико</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;use_swiglu_ffn&quot; true (DINOv2 giant&apos;s SwiGLU MLP) is not supported</source>
        <translation>%1: «use_swiglu_ffn» true (SwiGLU MLP модели DINOv2 giant) не поддерживается</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: hidden_size %2 does not split into %3 heads</source>
        <translation>%1: hidden_size %2 не делится на %3 голов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: image_size %2 is not a whole number of %3-pixel patches</source>
        <translation>%1: image_size %2 не равно целому числу фрагментов по %3 пикселя</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: qkv_bias false is not supported</source>
        <translation>%1: qkv_bias false не поддерживается</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: id2label must map 0 .. %2 to names</source>
        <translation>%1: id2label должен сопоставлять 0 .. %2 именам</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: &quot;%2&quot; must give a height and a width (or a shortest edge) of 1 to %3 pixels</source>
        <translation>%1: «%2» должен задавать высоту и ширину (или кратчайшую сторону) от 1 до %3 пикселей</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: &quot;resample&quot; must be one of Pillow&apos;s filters, 0 to 5</source>
        <translation>%1: «resample» должен быть одним из фильтров Pillow, от 0 до 5</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+4"/>
        <source>%1: &quot;%2&quot; must be three numbers</source>
        <translation>%1: «%2» должно быть тремя числами</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: image_std must be above 0</source>
        <translation>%1: image_std должно быть больше 0</translation>
    </message>
    <message>
        <location filename="../../core/models/vit/vit_pixels.cpp" line="+93"/>
        <source>a photo of %1x%2 pixels would be resized to a side of %3 pixels; at most %4 are accepted</source>
        <translation>фото %1x%2 пикселей пришлось бы масштабировать до стороны в %3 пикселей; допускается не более %4</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 position embeddings after the first %2 do not form a square grid</source>
        <translation>%1 позиционных векторов после первых %2 не образуют квадратную сетку</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a grid of %1 x %2 patches is empty</source>
        <translation>сетка %1 x %2 фрагментов пуста</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the longer side must be %1 to %2 pixels, not %3</source>
        <translation>длинная сторона должна быть от %1 до %2 пикселей, а не %3</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention_budget.cpp" line="+14"/>
        <source>every head&apos;s attention over %1 would take %2 GB, more than the %3 GB allowed: %4</source>
        <translation>внимание всех голов на %1 заняло бы %2 ГБ, больше допустимых %3 ГБ: %4</translation>
    </message>
    <message>
        <location filename="../../core/models/common/activation.cpp" line="+16"/>
        <source>%1: %2 &quot;%3&quot; is not supported (silu, gelu, gelu_pytorch_tanh, gelu_new and relu are)</source>
        <translation>%1: %2 «%3» не поддерживается (поддерживаются silu, gelu, gelu_pytorch_tanh, gelu_new и relu)</translation>
    </message>
    <message>
        <location filename="../../core/models/common/config_keys.cpp" line="+174"/>
        <source>%1: &quot;%2&quot; is a setting this program does not apply to a &quot;%3&quot; model; it could change the numbers, so the model is not opened</source>
        <translation>%1: «%2» — настройка, которую программа не применяет к модели «%3»; она могла бы изменить числа, поэтому модель не открывается</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/decoder_load.cpp" line="+77"/>
        <source>a fused query_key_value needs as many key/value heads as query heads, got %1 and %2</source>
        <translation>для объединённого query_key_value нужно столько же голов ключей/значений, сколько голов запросов, получено %1 и %2</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/marian_translator.cpp" line="+178"/>
        <source>%1: &quot;%2&quot; and &quot;%3&quot; differ; the Translator tab shows one number for both</source>
        <translation>%1: «%2» и «%3» различаются; вкладка «Переводчик» показывает одно число для обоих</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: &quot;%2&quot; true is not Marian&apos;s layout</source>
        <translation>%1: «%2» true не соответствует устройству Marian</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: learned positions are not Marian&apos;s layout</source>
        <translation>%1: обучаемые позиции не соответствуют устройству Marian</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: d_model %2 is not divisible by %3 heads</source>
        <translation>%1: d_model %2 не делится на %3 голов</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: separate source and target vocabularies are not supported</source>
        <translation>%1: раздельные словари исходного и целевого языков не поддерживаются</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: separate vocabularies are not supported</source>
        <translation>%1: раздельные словари не поддерживаются</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1/vocab.json has %2 pieces but config.json says vocab_size %3</source>
        <translation>%1/vocab.json содержит %2 подслов, а config.json указывает vocab_size %3</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_tokenizer.cpp" line="+34"/>
        <source>%1 is missing (a Marian translator needs its SentencePiece models)</source>
        <translation>нет %1 (переводчику Marian нужны его модели SentencePiece)</translation>
    </message>
    <message>
        <location filename="../../core/models/common/sentencepiece_model.cpp" line="+17"/>
        <source>%1 is not a SentencePiece model: %2</source>
        <translation>%1 — не модель SentencePiece: %2</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_tokenizer.cpp" line="+26"/>
        <source>the translation&apos;s pieces do not decode: %1</source>
        <translation>подслова перевода не декодируются: %1</translation>
    </message>
    <message>
        <location filename="../../core/models/language/fairseq_pieces.cpp" line="-21"/>
        <location filename="../../core/models/translator/translator_tokenizer.cpp" line="+28"/>
        <source>the text cannot be split into pieces: %1</source>
        <translation>текст не удаётся разбить на подслова: %1</translation>
    </message>
    <message>
        <location filename="../../core/lessons/claim.cpp" line="+41"/>
        <source>there is no %1 %2: the figure has %3</source>
        <translation>нет %1 %2: на рисунке их %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no %1 is labelled «%2»</source>
        <translation>нет метки «%2» (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 are labelled «%3»: name it by its number</source>
        <translation>меток «%3» несколько (%1, %2): укажите номер</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+24"/>
        <source>row</source>
        <translation>строка</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+24"/>
        <source>column</source>
        <translation>столбец</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>row %1: largest %2 at %3</source>
        <translation>строка %1: наибольшее %2 в %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row %1: largest %2 at %3, %4 at %5</source>
        <translation>строка %1: наибольшее %2 в %3, %4 в %5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>row %1: largest %2 at %3, %4 on the diagonal</source>
        <translation>строка %1: наибольшее %2 в %3, на диагонали %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 rows, %2 columns</source>
        <translation>строк: %1, столбцов: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>smallest %1 at %2 → %3, largest %4 at %5 → %6</source>
        <translation>наименьшее %1 в %2 → %3, наибольшее %4 в %5 → %6</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>row %1 sums to %2</source>
        <translation>сумма строки %1 равна %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>row %1: entropy %2 of at most %3 nats</source>
        <translation>строка %1: энтропия %2 из не более чем %3 нат</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 → %2: %3 above the diagonal</source>
        <translation>%1 → %2: %3 выше диагонали</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every entry above the diagonal is 0</source>
        <translation>все элементы выше диагонали равны 0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the figure shows no numbers</source>
        <translation>рисунок не показывает чисел</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>from %1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at least %1</source>
        <translation>не меньше %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1</source>
        <translation>не больше %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every row&apos;s largest entry is on the diagonal</source>
        <translation>наибольший элемент каждой строки на диагонали</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row %1&apos;s largest entry is at %2</source>
        <translation>наибольший элемент строки %1 в столбце %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 → %2 is %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every entry is %1</source>
        <translation>каждый элемент %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every row sums to %1</source>
        <translation>сумма каждой строки равна %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every row is within %1 nats of uniform</source>
        <translation>каждая строка не дальше %1 нат от равномерной</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing above the diagonal (no query sees a later key)</source>
        <translation>выше диагонали ничего нет (ни один запрос не видит более поздних ключей)</translation>
    </message>
    <message>
        <location filename="../../core/models/common/transformer_block.cpp" line="+106"/>
        <source>layer %1: %2</source>
        <translation>слой %1, %2 {1:?}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>layer %1: the hidden states leave the float range (infinite or NaN): the model&apos;s weights are too large</source>
        <translation>слой %1: скрытые состояния выходят за пределы float (бесконечность или NaN): веса модели слишком велики</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorercompute.cpp" line="+52"/>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 — от %2 до %3, а не %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 x %2 tokens x %3 heads are %4 million cells, more than the %5 million the explorer holds; use fewer heads or a shorter text</source>
        <translation>%1 × %2 токенов × %3 голов — это %4 млн клеток, больше %5 млн, которые вмещает обозреватель; возьмите меньше голов или текст короче</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Q %1 and K %2 need the same number of columns (the key size d)</source>
        <translation>у Q %1 и K %2 должно быть одинаковое число столбцов (размер ключа d)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the model&apos;s tokens need a language model; open a model folder</source>
        <translation>токенам модели нужна языковая модель; откройте папку модели</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the number of heads</source>
        <translation>число голов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the head size</source>
        <translation>размер головы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the padded length</source>
        <translation>длина с заполнением</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model&apos;s embeddings need the model&apos;s tokens; choose the model tokenizer</source>
        <translation>эмбеддингам модели нужны токены модели; выберите токенизатор модели</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the temperature must be a positive number</source>
        <translation>температура должна быть положительным числом</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no language model is open; open a model folder in the Language model tab</source>
        <translation>языковая модель не открыта; откройте папку модели на вкладке «Языковая модель»</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the sentence has no tokens; type a sentence</source>
        <translation>в предложении нет токенов; введите предложение</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cross-attention needs a second sentence for the keys and values</source>
        <translation>перекрёстному вниманию нужно второе предложение для ключей и значений</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the text has %1 tokens; the explorer shows at most %2</source>
        <translation>в тексте токенов: %1; обозреватель показывает не больше %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the embedding size</source>
        <translation>размер эмбеддинга</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>custom matrices form a single head</source>
        <translation>свои матрицы образуют одну голову</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/pooling/poolingdocument.cpp" line="+26"/>
        <source>w must be from 0.1 to 100</source>
        <translation>w должно быть от 0.1 до 100</translation>
    </message>
    <message>
        <location filename="../../ui/overview/attentioncomputation.cpp" line="+17"/>
        <source>The sentence has no words: type at least one word.</source>
        <translation>В предложении нет слов: введите хотя бы одно слово.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sentence has %1 words; at most %2 can be shown.</source>
        <translation>В предложении слов: %1; показать можно не больше %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The number of heads must be between 1 and %1, not %2.</source>
        <translation>Число голов должно быть от 1 до %1, а не %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The temperature must be a positive number, not %1.</source>
        <translation>Температура должна быть положительным числом, а не %1.</translation>
    </message>
    <message>
        <location filename="../../core/models/language/next_token.cpp" line="+18"/>
        <source>the temperature must be 0 (greedy) or more, not %1</source>
        <translation>температура должна быть 0 (жадный выбор) или больше, а не %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top-k must be 1 or more, not %1</source>
        <translation>top-k должно быть 1 или больше, а не %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top-p must be more than 0 and at most 1, not %1</source>
        <translation>top-p должно быть больше 0 и не больше 1, а не %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there are no logits to choose a token from</source>
        <translation>нет логитов, из которых выбрать токен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the logits hold NaN: the model&apos;s output is broken</source>
        <translation>в логитах есть NaN: выход модели испорчен</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>there is no token to sample from</source>
        <translation>не из чего выбрать токен</translation>
    </message>
    <message>
        <location filename="../../core/models/common/what_if.cpp" line="+24"/>
        <source>head %1:%2 does not exist: the model has %3 layers of %4 heads</source>
        <translation>головы %1:%2 нет: в модели %3 слоёв по %4 головы</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&quot;%1&quot; is not a layer:head pair such as 2:5</source>
        <translation>«%1» — не пара слой:голова, например 2:5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no head given: write layer:head pairs such as 2:5</source>
        <translation>головы не указаны: напишите пары слой:голова, например 2:5</translation>
    </message>
    <message>
        <location filename="../../core/models/language/logit_lens.cpp" line="+13"/>
        <source>an encoder (BERT family) has no next-token logits to read</source>
        <translation>у кодировщика (семейство BERT) нет логитов следующего токена</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/long_text.cpp" line="+8"/>
        <location filename="../../core/models/language/score_build.cpp" line="+18"/>
        <source>head %1 does not exist: the model has %2 heads</source>
        <translation>головы %1 нет: в модели голов: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>rows %1 to %2 do not lie within the text&apos;s %3 tokens</source>
        <translation>строки с %1 по %2 не лежат в пределах %3 токенов текста</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>an overview needs at least one cell, not %1</source>
        <translation>обзору нужна хотя бы одна клетка, а не %1</translation>
    </message>
    <message>
        <location filename="../../core/models/language/score_build.cpp" line="+5"/>
        <source>token %1 does not exist: the text has %2 tokens</source>
        <translation>токена %1 нет: в тексте токенов: %2</translation>
    </message>
    <message>
        <location filename="../../core/attention/cached_attention.cpp" line="+22"/>
        <source>a key/value cache serves a decoder&apos;s causal scaled-dot self-attention only, every new row, without mean ablation</source>
        <translation>кэш ключей и значений служит только каузальному самовниманию декодера со скалярным произведением, для каждой новой строки, без усреднения голов</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>new rows %1 do not fit the projections or the cache %2</source>
        <translation>новые строки %1 не подходят к проекциям или к кэшу %2</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/decoder.cpp" line="-90"/>
        <source>there are no tokens to read</source>
        <translation>нет токенов для чтения</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens read and %2 more are more than the model&apos;s %3 positions</source>
        <translation>%1 прочитанных токенов и ещё %2 — больше, чем %3 позиций модели</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionDocument</name>
    <message>
        <location filename="../../ui/overview/attentiondocument.cpp" line="+35"/>
        <source>Could not compute attention: %1</source>
        <translation>Не удалось вычислить внимание: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionFigure</name>
    <message>
        <location filename="../../ui/overview/attentionfigure.cpp" line="+60"/>
        <source>attention weight</source>
        <translation>вес внимания</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>one-hot self-attention: %1</source>
        <extracomment>%1 is the formula, softmax(x_i · x_j) or softmax(x_i · x_j / T)</extracomment>
        <translation>one-hot самовнимание: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one-hot self-attention</source>
        <translation>one-hot самовнимание</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>head %1</source>
        <translation>голова %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>h%1</source>
        <extracomment>a very short &quot;head %1&quot;, when the head&apos;s panel is small</extracomment>
        <translation>h%1</translation>
    </message>
</context>
<context>
    <name>attn::ui::BinaryCodeFigure</name>
    <message>
        <location filename="../../ui/positional/encodingfigures.cpp" line="+157"/>
        <source>Binary code of i:
bit b flips every 2ᵇ</source>
        <translation>Двоичный код i:
бит b меняется каждые 2ᵇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bit (place value)</source>
        <translation>бит (разряд)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+20"/>
        <source>position i</source>
        <translation>позиция i</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+20"/>
        <source>position</source>
        <translation>позиция</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>bit</source>
        <translation>бит</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sinusoidal P, same positions:
column 0 turns fastest</source>
        <translation>Синусоидальная P, те же позиции:
столбец 0 вращается быстрее всех</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column of P</source>
        <translation>столбец P</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column</source>
        <translation>столбец</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+19"/>
        <source>value</source>
        <translation>значение</translation>
    </message>
</context>
<context>
    <name>attn::ui::BusyHint</name>
    <message>
        <location filename="../../ui/plotkit/busyhint.cpp" line="+12"/>
        <source>Preparing the new picture…</source>
        <translation>Готовлю новую картинку…</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionDocument</name>
    <message>
        <location filename="../../ui/caption/captiondocument.cpp" line="+37"/>
        <source>%1 is larger than 1 MB; a words file lists a caption&apos;s words</source>
        <translation>%1 больше 1 МБ; файл слов содержит слова подписи</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read %1: %2</source>
        <translation>не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 must hold a JSON list of words, e.g. [&quot;a&quot;, &quot;red&quot;, &quot;circle&quot;]</source>
        <translation>%1 должен содержать JSON-список слов, напр. [&quot;a&quot;, &quot;red&quot;, &quot;circle&quot;]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: every entry of the list must be a string</source>
        <translation>%1: каждый элемент списка должен быть строкой</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 lists no words</source>
        <translation>%1 не содержит слов</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>no captioner is loaded (File ▸ Open model…)</source>
        <translation>модель подписей не загружена (Файл ▸ Открыть модель…)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no picture to caption</source>
        <translation>нет картинки для подписи</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the typed caption has no words</source>
        <translation>в введённой подписи нет слов</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The captioner wrote no words for this scene; shown is the model reading the scene&apos;s own caption.</source>
        <translation>Модель не написала ни слова для этой сцены; показано, как модель читает собственную подпись сцены.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The captioner wrote no words for this picture.</source>
        <translation>Модель не написала ни слова для этой картинки.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This picture does not look like the shape scenes the captioner was trained on; its caption and attention say little about it.</source>
        <translation>Эта картинка не похожа на сцены с фигурами, на которых обучалась модель; её подпись и внимание мало о ней говорят.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This scene breaks a rule of the training scenes (%1); the caption may be wrong.</source>
        <translation>Эта сцена нарушает правило обучающих сцен (%1); подпись может быть неверной.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a scene has one to three shapes</source>
        <translation>в сцене от одной до трёх фигур</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scene</source>
        <translation>сцена</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>there is no shape %1 to move</source>
        <translation>нет фигуры %1 для перемещения</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>there are no maps to save: open a captioner and a picture</source>
        <translation>нет карт для сохранения: откройте модель подписей и картинку</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the typed caption is longer than 2000 characters</source>
        <translation>введённая подпись длиннее 2000 символов</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1 has %n dimensions; expected 3: (words, grid_h, grid_w)</source>
        <translation>
            <numerusform>у %1 %n измерение; ожидалось 3: (words, grid_h, grid_w)</numerusform>
            <numerusform>у %1 %n измерения; ожидалось 3: (words, grid_h, grid_w)</numerusform>
            <numerusform>у %1 %n измерений; ожидалось 3: (words, grid_h, grid_w)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is empty</source>
        <translation>%1 пуст</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has shape (%2, %3, %4); at most %5 words and a %6 x %6 grid</source>
        <translation>у %1 форма (%2, %3, %4); не более %5 слов и сетка %6 x %6</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>open a picture before importing its attention maps</source>
        <translation>откройте картинку, прежде чем импортировать её карты внимания</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no maps</source>
        <translation>%1 не содержит карт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds %2 maps but the words file lists %3 words; they must match</source>
        <translation>%1 содержит %2 карт, а в файле слов %3 слов; числа должны совпадать</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the maps differ in size</source>
        <translation>%1: карты разного размера</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: attention maps must be finite and not negative</source>
        <translation>%1: карты внимания должны быть конечными и неотрицательными</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has a %2 x %3 grid (rows x columns), which does not fit the %4 x %5-pixel picture: a patch must be at least one pixel</source>
        <translation>у %1 сетка %2 x %3 (строки x столбцы), она не подходит к картинке %4 x %5 пикселей: патч должен быть не меньше пикселя</translation>
    </message>
    <message>
        <location filename="../../ui/caption/captionframes.cpp" line="+14"/>
        <source>there is no caption to play</source>
        <translation>нет подписи для воспроизведения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot create the folder %1</source>
        <translation>не удаётся создать папку %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionGridFigure</name>
    <message>
        <location filename="../../ui/caption/captionfigures.cpp" line="+262"/>
        <source>No caption</source>
        <translation>Нет подписи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the captioner looks for each word: %1</source>
        <translation>Куда смотрит модель для каждого слова: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionOverlayFigure</name>
    <message>
        <location line="-164"/>
        <source>No picture</source>
        <translation>Нет картинки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1”: word %2 of %3</source>
        <translation>«%1»: слово %2 из %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · imported maps</source>
        <translation> · импортированные карты</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · p = %1</source>
        <translation> · p = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · not in the vocabulary, read as &lt;unk&gt;</source>
        <translation> · нет в словаре, читается как &lt;unk&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionPage</name>
    <message>
        <location filename="../../ui/caption/captionpage.cpp" line="+44"/>
        <source>Overlay</source>
        <translation>Наложение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All words</source>
        <translation>Все слова</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not applied: %1. The view still shows the previous input.</source>
        <translation>Не применено: %1. Вид показывает прежний вход.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Captioner</source>
        <translation>Модель подписей</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open captioner…</source>
        <translation>Открыть модель…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a captioner folder</source>
        <translation>Открыть папку модели подписей</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Picture</source>
        <translation>Картинка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random scene</source>
        <translation>Случайная сцена</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seed </source>
        <translation>зерно </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open image…</source>
        <translation>Открыть изображение…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import attention maps…</source>
        <translation>Импорт карт внимания…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A .npy of shape (words, grid_h, grid_w) from your own captioner and a words file (.json list or .txt, one word a line)</source>
        <translation>Файл .npy формы (words, grid_h, grid_w) от вашей модели и файл слов (список .json или .txt, по слову в строке)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the captioner&apos;s maps</source>
        <translation>Назад к картам модели</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Caption</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>type a caption for the model to read</source>
        <translation>введите подпись, которую прочтёт модель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter: the model reads this caption (teacher forcing) and shows where it looks for each word. Empty: its own caption.</source>
        <translation>Enter: модель читает эту подпись (teacher forcing) и показывает, куда смотрит для каждого слова. Пусто: её собственная подпись.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous word (Left)</source>
        <translation>Предыдущее слово (Влево)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next word (Right)</source>
        <translation>Следующее слово (Вправо)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+198"/>
        <source>Play</source>
        <translation>Пуск</translation>
    </message>
    <message>
        <location line="-185"/>
        <source> s per word</source>
        <translation> с на слово</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export frames…</source>
        <translation>Экспорт кадров…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One PNG per word, frame-001.png, ..., for slides or a video</source>
        <translation>По PNG на слово, frame-001.png, ..., для слайдов или видео</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drawing</source>
        <translation>Отрисовка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smooth (upsampled)</source>
        <translation>Гладко (с интерполяцией)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Patch grid</source>
        <translation>Сетка патчей</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Opacity</source>
        <translation>Непрозрачность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours</source>
        <translation>Цвета</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>circle</source>
        <translation>круг</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>square</source>
        <translation>квадрат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>triangle</source>
        <translation>треугольник</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edit the scene</source>
        <translation>Правка сцены</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>small</source>
        <translation>малая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>large</source>
        <translation>большая</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shapes</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit</source>
        <translation>Правка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left–right</source>
        <translation>Слева–справа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top–bottom</source>
        <translation>Сверху–снизу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or click the picture to move the shape there.</source>
        <translation>Или щёлкните по картинке, чтобы переместить туда фигуру.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No captioner loaded</source>
        <translation>Модель подписей не загружена</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Imported maps for: %1</source>
        <translation>Импортированные карты для: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model reads: %1</source>
        <translation>Модель читает: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model says: %1</source>
        <translation>Модель говорит: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 %3</source>
        <comment>number: colour shape</comment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Open a picture</source>
        <translation>Открыть картинку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.gif);;All files (*)</source>
        <translation>Картинки (*.png *.jpg *.jpeg *.bmp *.gif);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opened %1</source>
        <translation>Открыт %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Attention maps (words, grid_h, grid_w)</source>
        <translation>Карты внимания (words, grid_h, grid_w)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NumPy arrays (*.npy)</source>
        <translation>Массивы NumPy (*.npy)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The words of the maps</source>
        <translation>Слова карт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Words (*.json *.txt);;All files (*)</source>
        <translation>Слова (*.json *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imported %1 maps from %2</source>
        <translation>Импортировано карт: %1 из %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folder for the frames</source>
        <translation>Папка для кадров</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Wrote %n frames to %1</source>
        <translation>
            <numerusform>Записан %n кадр в %1</numerusform>
            <numerusform>Записано %n кадра в %1</numerusform>
            <numerusform>Записано %n кадров в %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frames not written: %1</source>
        <translation>Кадры не записаны: %1</translation>
    </message>
    <message>
        <location filename="../../ui/caption/captionlesson.cpp" line="+50"/>
        <source>the Captions tab has no view “%1” (known: %2)</source>
        <translation>у вкладки «Подписи» нет вида «%1» (известны: %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>“word” must be from 1 to the caption&apos;s %n words, not %1</source>
        <translation>
            <numerusform>«word» должно быть от 1 до %n слова подписи, а не %1</numerusform>
            <numerusform>«word» должно быть от 1 до %n слов подписи, а не %1</numerusform>
            <numerusform>«word» должно быть от 1 до %n слов подписи, а не %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::ui::CostDemo</name>
    <message>
        <location filename="../../ui/lectures/cost/costdemo.cpp" line="+33"/>
        <source>Measuring on this machine…</source>
        <translation>Измерение на этом компьютере…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>model width &amp;d:</source>
        <translation>ширина модели &amp;d:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>longest &amp;n:</source>
        <translation>наибольшее &amp;n:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kernel &amp;k:</source>
        <translation>ядро &amp;k:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+49"/>
        <source>&amp;Measure</source>
        <translation>&amp;Измерить</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Time each layer at n = 16, 32, … on this machine</source>
        <translation>Замерить время каждого слоя при n = 16, 32, … на этой машине</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&amp;Stop</source>
        <translation>&amp;Стоп</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m timed</source>
        <translation>замерено %v из %m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;&lt;b&gt;Cost of a layer&lt;/b&gt; over n tokens of width d (Vaswani et al., 2017, table 1)&lt;/p&gt;&lt;table border=1 cellspacing=0 cellpadding=3&gt;&lt;tr&gt;&lt;th&gt;layer&lt;/th&gt;&lt;th&gt;cost&lt;/th&gt;&lt;th&gt;steps&lt;/th&gt;&lt;th&gt;path&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;attention&lt;/td&gt;&lt;td&gt;O(n²·d)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;recurrent&lt;/td&gt;&lt;td&gt;O(n·d²)&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;convolution&lt;/td&gt;&lt;td&gt;O(k·n·d²)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(n/k)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;&lt;b&gt;cost&lt;/b&gt;: computation per layer; &lt;b&gt;steps&lt;/b&gt;: sequential operations; &lt;b&gt;path&lt;/b&gt;: maximum path length.&lt;/p&gt;&lt;p&gt;Self-attention: Q = XW&lt;sub&gt;Q&lt;/sub&gt;, K = XW&lt;sub&gt;K&lt;/sub&gt;, V = XW&lt;sub&gt;V&lt;/sub&gt;, softmax(QKᵀ/√d)·V·W&lt;sub&gt;O&lt;/sub&gt;; the n×n scores cost n²d.&lt;br&gt;Recurrent: h&lt;sub&gt;t&lt;/sub&gt; = tanh(W x&lt;sub&gt;t&lt;/sub&gt; + U h&lt;sub&gt;t−1&lt;/sub&gt; + b): n steps one after another, each d².&lt;br&gt;Convolution: y&lt;sub&gt;t&lt;/sub&gt; = b + Σ&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;m&lt;/sub&gt; x&lt;sub&gt;t+m−⌊(k−1)/2⌋&lt;/sub&gt; (same padding): k products of d² per token.&lt;/p&gt;&lt;p&gt;Maximum path length: layers a signal crosses between two tokens (O(log&lt;sub&gt;k&lt;/sub&gt; n) for dilated convolutions). Attention is cheaper than a recurrent layer while n &amp;lt; d, and any two tokens are one step apart.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Стоимость слоя&lt;/b&gt; на n токенах ширины d (Vaswani et al., 2017, табл. 1)&lt;/p&gt;&lt;table border=1 cellspacing=0 cellpadding=3&gt;&lt;tr&gt;&lt;th&gt;слой&lt;/th&gt;&lt;th&gt;стоимость&lt;/th&gt;&lt;th&gt;шаги&lt;/th&gt;&lt;th&gt;путь&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;внимание&lt;/td&gt;&lt;td&gt;O(n²·d)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;рекуррентный&lt;/td&gt;&lt;td&gt;O(n·d²)&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;свёртка&lt;/td&gt;&lt;td&gt;O(k·n·d²)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(n/k)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;&lt;b&gt;стоимость&lt;/b&gt;: вычисления на слой; &lt;b&gt;шаги&lt;/b&gt;: последовательные операции; &lt;b&gt;путь&lt;/b&gt;: максимальная длина пути.&lt;/p&gt;&lt;p&gt;Самовнимание: Q = XW&lt;sub&gt;Q&lt;/sub&gt;, K = XW&lt;sub&gt;K&lt;/sub&gt;, V = XW&lt;sub&gt;V&lt;/sub&gt;, softmax(QKᵀ/√d)·V·W&lt;sub&gt;O&lt;/sub&gt;; n×n оценок стоят n²d.&lt;br&gt;Рекуррентный: h&lt;sub&gt;t&lt;/sub&gt; = tanh(W x&lt;sub&gt;t&lt;/sub&gt; + U h&lt;sub&gt;t−1&lt;/sub&gt; + b): n шагов друг за другом, каждый d².&lt;br&gt;Свёртка: y&lt;sub&gt;t&lt;/sub&gt; = b + Σ&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;m&lt;/sub&gt; x&lt;sub&gt;t+m−⌊(k−1)/2⌋&lt;/sub&gt; (same padding): k произведений по d² на токен.&lt;/p&gt;&lt;p&gt;Максимальная длина пути: число слоёв, которые сигнал проходит между двумя токенами (O(log&lt;sub&gt;k&lt;/sub&gt; n) для расширенных свёрток). Внимание дешевле рекуррентного слоя, пока n &amp;lt; d, и любые два токена отстоят на один шаг.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&lt;p&gt;&lt;b&gt;Measured&lt;/b&gt; at d = %1, k = %2, n = %3 … %4, the shortest of %5 rounds, in CPU time of the measuring thread. Log–log slopes over the %6 largest n; the laws predict 2, 1, 1:&lt;/p&gt;&lt;p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Измерено&lt;/b&gt; при d = %1, k = %2, n = %3 … %4, лучшее из %5 прогонов, в процессорном времени измеряющего потока. Наклоны в log–log по %6 наибольшим n; законы предсказывают 2, 1, 1:&lt;/p&gt;&lt;p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: not measured yet&lt;br&gt;</source>
        <translation>%1: ещё не измерено&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: slope &lt;b&gt;%2&lt;/b&gt; for n ≥ %3 (its operation count: %4), %5 at n = %6&lt;br&gt;</source>
        <translation>%1: наклон &lt;b&gt;%2&lt;/b&gt; при n ≥ %3 (число операций: %4), %5 при n = %6&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;/p&gt;&lt;p&gt;Self-attention as built also projects X to Q, K, V and the output: 4nd² besides the law&apos;s 2n²d, so its slope rises from 1 towards 2 as n passes 2d = %1.</source>
        <translation>&lt;/p&gt;&lt;p&gt;Реализованное самовнимание ещё проецирует X в Q, K, V и выход: 4nd² помимо 2n²d из закона, поэтому его наклон растёт от 1 к 2, когда n превышает 2d = %1.</translation>
    </message>
</context>
<context>
    <name>attn::ui::CostDocument</name>
    <message>
        <location filename="../../ui/lectures/cost/costdocument.cpp" line="+87"/>
        <source>Measuring stopped: %1</source>
        <translation>Измерение остановлено: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::CostFigure</name>
    <message>
        <location filename="../../ui/lectures/cost/costfigure.cpp" line="+28"/>
        <source>self-attention</source>
        <translation>самовнимание</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recurrent (Elman RNN)</source>
        <translation>рекуррентный (RNN Элмана)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>convolution (k = %1)</source>
        <translation>свёртка (k = %1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 µs</source>
        <translation>%1 мкс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Self-attention costs 4nd² (projections) + 2n²d (scores, weighted sum): the n²d term leads once n &gt; 2d = %1.</source>
        <translation>Самовнимание стоит 4nd² (проекции) + 2n²d (оценки, взвешенная сумма): член n²d преобладает при n &gt; 2d = %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slopes are fitted over n = %1–%2. Self-attention costs 4nd² (projections) + 2n²d (scores, weighted sum): the n²d term leads once n &gt; 2d = %3, so its slope nears the law&apos;s 2 only at large n (over these n, 4nd² + 2n²d itself has slope %4).</source>
        <translation>Наклоны подобраны по n = %1–%2. Самовнимание стоит 4nd² (проекции) + 2n²d (оценки, взвешенная сумма): член n²d преобладает при n &gt; 2d = %3, поэтому наклон приближается к 2 из закона лишь при больших n (на этих n сама 4nd² + 2n²d имеет наклон %4).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>sequence length n</source>
        <translation>длина последовательности n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds per forward pass</source>
        <translation>секунд на прямой проход</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1: slope %2</source>
        <translation>%1: наклон %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>c·(4nd² + 2n²d) fit</source>
        <translation>подгонка c·(4nd² + 2n²d)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>c·%1 fit</source>
        <translation>подгонка c·%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>n²d law (slope 2)</source>
        <translation>закон n²d (наклон 2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Time of one forward pass, d = %1 (measured: solid; fitted law: dashed)</source>
        <translation>Время одного прямого прохода, d = %1 (измерено: сплошная; закон: пунктир)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1, n = %2, d = %3: %4 (fit: %5)</source>
        <translation>%1, n = %2, d = %3: %4 (подгонка: %5)</translation>
    </message>
</context>
<context>
    <name>attn::ui::DictionaryDemo</name>
    <message>
        <location filename="../../ui/lectures/dictionary/dictionarydemo.cpp" line="+127"/>
        <source>A word to look up, e.g. kind, colour, year, old, model</source>
        <translation>Слово для поиска, напр. kind, colour, year, old, model</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value</source>
        <translation>значение</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;query:</source>
        <translation>&amp;запрос:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;temperature:</source>
        <translation>&amp;температура:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dictionary d (edit the cells):</source>
        <translation>Словарь d (ячейки можно править):</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Add entry</source>
        <translation>&amp;Добавить запись</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove entry</source>
        <translation>&amp;Удалить запись</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xample</source>
        <translation>&amp;Пример</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{&apos;color&apos;: &apos;blue&apos;, &apos;age&apos;: 22, &apos;type&apos;: &apos;pickup&apos;}</source>
        <translation>{&apos;color&apos;: &apos;blue&apos;, &apos;age&apos;: 22, &apos;type&apos;: &apos;pickup&apos;}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&lt;p&gt;d = {%1}&lt;/p&gt;&lt;p&gt;&lt;b&gt;Exact:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Attention:&lt;/b&gt; %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;d = {%1}&lt;/p&gt;&lt;p&gt;&lt;b&gt;Точно:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Внимание:&lt;/b&gt; %3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A dictionary answers only an exact key. Attention compares the query q with every key k&lt;sub&gt;i&lt;/sub&gt; and blends all values v&lt;sub&gt;i&lt;/sub&gt;:&lt;/p&gt;&lt;p&gt;a&lt;sub&gt;i&lt;/sub&gt; = q·k&lt;sub&gt;i&lt;/sub&gt; / √D,  α = softmax(a / t),  answer = Σ&lt;sub&gt;i&lt;/sub&gt; α&lt;sub&gt;i&lt;/sub&gt; v&lt;sub&gt;i&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;For numbers the answer is the weighted number; text values cannot be added, so the blend is shown as the mixture of values with their weights.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Word vectors&lt;/b&gt; (D = %1): hashed character trigrams of #word# (spelling: colour ≈ color) plus one feature per synonym group of a small built-in table (meaning: kind ≈ type, old ≈ age, shade ≈ color), scaled to length √D so components have mean square 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Словарь отвечает только на точный ключ. Внимание сравнивает запрос q с каждым ключом k&lt;sub&gt;i&lt;/sub&gt; и смешивает все значения v&lt;sub&gt;i&lt;/sub&gt;:&lt;/p&gt;&lt;p&gt;a&lt;sub&gt;i&lt;/sub&gt; = q·k&lt;sub&gt;i&lt;/sub&gt; / √D,  α = softmax(a / t),  ответ = Σ&lt;sub&gt;i&lt;/sub&gt; α&lt;sub&gt;i&lt;/sub&gt; v&lt;sub&gt;i&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;Для чисел ответ — взвешенное число; текстовые значения складывать нельзя, поэтому смесь показана как набор значений с их весами.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Векторы слов&lt;/b&gt; (D = %1): хешированные символьные триграммы #слова# (написание: colour ≈ color) плюс по признаку на группу синонимов из небольшой встроенной таблицы (смысл: kind ≈ type, old ≈ age, shade ≈ color), масштабированные до длины √D, так что средний квадрат компонент равен 1.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::DictionaryFigure</name>
    <message>
        <location line="-176"/>
        <source>Scores q·k/√D for the query &apos;%1&apos;</source>
        <translation>Оценки q·k/√D для запроса «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>score</source>
        <translation>оценка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights softmax(score / %1)</source>
        <translation>Веса softmax(оценка / %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+19"/>
        <source>weight</source>
        <translation>вес</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One row of attention: query × keys</source>
        <translation>Одна строка внимания: запрос × ключи</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exact lookup:   %1</source>
        <translation>Точный поиск:   %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention lookup:   %1</source>
        <translation>Поиск вниманием:   %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::EncodingCurvesFigure</name>
    <message>
        <location filename="../../ui/positional/encodingfigures.cpp" line="-93"/>
        <source>Columns of P against position:
pair j turns at ωⱼ = %1^(−2j/d)</source>
        <translation>Столбцы P по позиции:
пара j вращается с ωⱼ = %1^(−2j/d)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>position i</source>
        <translation>позиция i</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P[i, column]</source>
        <translation>P[i, столбец]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>column %1: %2(i·ω%3), λ%3 = %4</source>
        <translation>столбец %1: %2(i·ω%3), λ%3 = %4</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>  λ%1 = 2π/ω%1 = %2</source>
        <translation>  λ%1 = 2π/ω%1 = %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::EncodingMatrixFigure</name>
    <message>
        <location line="-59"/>
        <source>Sinusoidal encoding P:
%1 positions × %2 dimensions, base %3</source>
        <translation>Синусоидальное кодирование P:
позиций × измерений: %1 × %2, основание %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>column (2j: sin(i·ωⱼ), 2j+1: cos(i·ωⱼ))</source>
        <translation>столбец (2j: sin(i·ωⱼ), 2j+1: cos(i·ωⱼ))</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>position i</source>
        <translation>позиция i</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P[i, column]</source>
        <translation>P[i, столбец]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position</source>
        <translation>позиция</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>column</source>
        <translation>столбец</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerCompare</name>
    <message>
        <location filename="../../ui/explorer/explorercompare.cpp" line="+168"/>
        <source>another head</source>
        <translation>другая голова</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>with / without ÷√d</source>
        <translation>с / без ÷√d</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>temperature × 2</source>
        <translation>температура × 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>temperature ÷ 2</source>
        <translation>температура ÷ 2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>with / without the causal mask</source>
        <translation>с / без каузальной маски</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>head </source>
        <translation>голова </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current head beside:</source>
        <translation>Текущая голова рядом с:</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerCompareFigure</name>
    <message>
        <location line="-125"/>
        <location line="+8"/>
        <source>head %1</source>
        <translation>голова %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>head %1, %2</source>
        <translation>голова %1, %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>no ÷√d</source>
        <translation>без ÷√d</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>causal</source>
        <translation>каузальное</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no mask</source>
        <translation>без маски</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerControls</name>
    <message>
        <location filename="../../ui/explorer/explorercontrols.cpp" line="+47"/>
        <source>Type a sentence, press Enter</source>
        <translation>Введите предложение, нажмите Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose…</source>
        <translation>выберите…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 example of lecture note %2</source>
        <translation>Пример (%1) из конспекта %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put a sentence of the lecture notes into the sentence field</source>
        <translation>Вставить предложение из конспектов в поле предложения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys and values for cross-attention</source>
        <translation>Ключи и значения для перекрёстного внимания</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>words and punctuation</source>
        <translation>слова и пунктуация</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>characters</source>
        <translation>символы</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>language model&apos;s</source>
        <translation>языковой модели</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>one-hot</source>
        <translation>one-hot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>random (seeded)</source>
        <translation>случайные (по зерну)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tokens of the model open in the Language model tab</source>
        <translation>Токены модели, открытой на вкладке «Языковая модель»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s token embedding plus its position embedding; uses the model&apos;s tokens</source>
        <translation>Эмбеддинг токена модели плюс её позиционный эмбеддинг; использует токены модели</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>self</source>
        <translation>само</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cross</source>
        <translation>перекрёстное</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>causal</source>
        <translation>каузальное</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dot</source>
        <translation>скалярное</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled dot (÷√d)</source>
        <translation>масштаб. скалярное (÷√d)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bilinear</source>
        <translation>билинейное</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>additive</source>
        <translation>аддитивное</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>off: seeded heads</source>
        <translation>выкл.: головы из зерна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the heads of this layer of the language model (its own projections, on what that layer reads) instead of seeded ones</source>
        <translation>Показать головы этого слоя языковой модели (её собственные проекции того, что читает слой) вместо случайных</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>concat + Wᴼ</source>
        <translation>конкатенация + Wᴼ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>average</source>
        <translation>среднее</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raw scores</source>
        <translation>сырые оценки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled scores</source>
        <translation>масштаб. оценки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>masked scores</source>
        <translation>маскир. оценки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>weights</source>
        <translation>веса</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Load Q, K, V…</source>
        <translation>Загрузить Q, K, V…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use your own Q, K and V matrices (.npy or .csv) as one head</source>
        <translation>Использовать свои матрицы Q, K и V (.npy или .csv) как одну голову</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type Q, K, V…</source>
        <translation>Ввести Q, K, V…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type your own Q, K and V, starting from the current head&apos;s numbers</source>
        <translation>Ввести свои Q, K и V, начиная с чисел текущей головы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the sentence</source>
        <translation>Назад к предложению</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size E of the random embedding vectors</source>
        <translation>Размер E случайных векторов эмбеддинга</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size d of each head&apos;s queries and keys</source>
        <translation>Размер d запросов и ключей каждой головы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Softmax temperature: scores are divided by it</source>
        <translation>Температура softmax: оценки делятся на неё</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pad the sequence with [PAD] up to this length and mask the pads</source>
        <translation>Дополнить последовательность [PAD] до этой длины и замаскировать их</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Input</source>
        <translation>Вход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sentence:</source>
        <translation>&amp;Предложение:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xamples:</source>
        <translation>П&amp;римеры:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross &amp;keys:</source>
        <translation>Перекрёстные &amp;ключи:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tokens:</source>
        <translation>&amp;Токены:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Embedding:</source>
        <translation>&amp;Эмбеддинг:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding si&amp;ze:</source>
        <translation>Ра&amp;змер эмбеддинга:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Attention</source>
        <translation>Внимание</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sc&amp;ore:</source>
        <translation>&amp;Оценка:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model la&amp;yer:</source>
        <translation>С&amp;лой модели:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Heads:</source>
        <translation>&amp;Головы:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head si&amp;ze d:</source>
        <translation>Размер головы &amp;d:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Te&amp;mperature:</source>
        <translation>Те&amp;мпература:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pad to:</source>
        <translation>&amp;Дополнить до:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Aggregation:</source>
        <translation>&amp;Агрегация:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>View</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hea&amp;d:</source>
        <translation>Гол&amp;ова:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sho&amp;w:</source>
        <translation>По&amp;казать:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colours:</source>
        <translation>&amp;Цвета:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automatic</source>
        <translation>автоматически</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 to 1</source>
        <translation>от 0 до 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 to the largest</source>
        <translation>от 0 до наибольшего</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the colours of weights end. Automatic: at 1, or at the largest weight shown when that is below %1 (long inputs, where every weight is small); the colour bar&apos;s title says which.</source>
        <translation>Где кончается шкала цветов весов. Автоматически: на 1 или на наибольшем показанном весе, если он меньше %1 (длинные входы, где все веса малы); заголовок цветовой шкалы говорит, что выбрано.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weight co&amp;lours:</source>
        <translation>Цвета вес&amp;ов:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid: add the &amp;mean of heads</source>
        <translation>Сетка: добавить &amp;среднее голов</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Custom Q %1×%2, K %3×%2: one head.</source>
        <translation>Свои Q %1×%2, K %3×%2: одна голова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens; the model&apos;s layer %2 of %3: %4 heads of d = %5 on what the layer reads (E = %6).</source>
        <translation>токенов: %1; слой модели %2 из %3: голов: %4, d = %5, на том, что читает слой (E = %6).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 queries × %2 keys, %3 distinct tokens; E = %4, %5 heads of d = %6.</source>
        <translation>запросов × ключей: %1 × %2, различных токенов: %3; E = %4, голов: %5, d = %6.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerDocument</name>
    <message>
        <location filename="../../ui/explorer/explorerdocument.cpp" line="+104"/>
        <location line="+88"/>
        <source>Not enough memory for this many tokens and heads.</source>
        <translation>Недостаточно памяти для такого числа токенов и голов.</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>the matrix file must end in .csv or .npy</source>
        <translation>файл матрицы должен оканчиваться на .csv или .npy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no head %1; heads are 1 to %2</source>
        <translation>нет головы %1; головы — от 1 до %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown matrix &apos;%1&apos; (use %2|output)</source>
        <translation>неизвестная матрица «%1» (используйте %2|output)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerGridFigure</name>
    <message>
        <location filename="../../ui/explorer/explorergridfigure.cpp" line="+91"/>
        <source>layer %1, </source>
        <translation>слой %1, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean of heads</source>
        <translation>среднее по головам</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>head %1</source>
        <translation>голова %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>среднее</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerLines</name>
    <message>
        <location filename="../../ui/explorer/explorerlines.cpp" line="+68"/>
        <source>&amp;Horizontal</source>
        <translation>&amp;Горизонтально</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heads:</source>
        <translation>Головы:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hover a token to see only its lines.</source>
        <translation>Наведите на токен, чтобы видеть только его линии.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerLinesFigure</name>
    <message numerus="yes">
        <location line="-36"/>
        <source>The line view draws up to %n tokens; use the heatmap for longer text.</source>
        <translation>
            <numerusform>Вид линий рисует до %n токена; для длинного текста используйте тепловую карту.</numerusform>
            <numerusform>Вид линий рисует до %n токенов; для длинного текста используйте тепловую карту.</numerusform>
            <numerusform>Вид линий рисует до %n токенов; для длинного текста используйте тепловую карту.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>query → key; line width and opacity = weight:</source>
        <translation>запрос → ключ; толщина и непрозрачность линии = вес:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head %1</source>
        <translation>голова %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerPage</name>
    <message>
        <location filename="../../ui/explorer/explorerlesson.cpp" line="+53"/>
        <source>the explorer has no view “%1” (known: %2)</source>
        <translation>в обозревателе нет вида «%1» (известны: %2)</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorerpage.cpp" line="+35"/>
        <source>Heatmap</source>
        <translation>Тепловая карта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head grid</source>
        <translation>Сетка голов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through</source>
        <translation>По шагам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token lines</source>
        <translation>Линии токенов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not applied: %1 The views still show the previous input.</source>
        <translation>Не применено: %1 Виды показывают прежний вход.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computing… the views show the previous input until done.</source>
        <translation>Вычисление… виды показывают прежний вход до завершения.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next head</source>
        <translation>Следующая голова</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous head</source>
        <translation>Предыдущая голова</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset zoom</source>
        <translation>Сбросить масштаб</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>Export matrix</source>
        <translation>Экспорт матрицы</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Copy figure</source>
        <translation>Копировать рисунок</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>CSV text (*.csv);;NumPy array (*.npy)</source>
        <translation>Текст CSV (*.csv);;Массив NumPy (*.npy)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The matrix was not saved: %1.</source>
        <translation>Матрица не сохранена: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the figure to the clipboard.</source>
        <translation>Рисунок скопирован в буфер обмена.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matrices (*.npy *.csv)</source>
        <translation>Матрицы (*.npy *.csv)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q (queries)</source>
        <translation>Q (запросы)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>K (keys)</source>
        <translation>K (ключи)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>V (values)</source>
        <translation>V (значения)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open %1</source>
        <translation>Открыть %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerStepsFigure</name>
    <message>
        <location filename="../../ui/explorer/explorerstepsfigure.cpp" line="+77"/>
        <source>Step %1 of %2 (head %3). %4</source>
        <translation>Шаг %1 из %2 (голова %3). %4</translation>
    </message>
    <message>
        <location line="+319"/>
        <source>row %1, column %2: %3
%4</source>
        <translation>строка %1, столбец %2: %3
%4</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerText</name>
    <message>
        <location filename="../../ui/explorer/explorerplotdata.cpp" line="+69"/>
        <source>attention weight (0 to largest, %1)</source>
        <translation>вес внимания (от 0 до наибольшего, %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>head %1 of %2: %3</source>
        <translation>голова %1 из %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer %1, %2</source>
        <translation>слой %1, %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>raw score %1</source>
        <translation>сырая оценка %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scaled score %1 / t</source>
        <translation>масштаб. оценка %1 / t</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>masked score (−∞ grey)</source>
        <translation>маскир. оценка (−∞ серым)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention weight</source>
        <translation>вес внимания</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorersettings.cpp" line="+164"/>
        <source>raw scores</source>
        <translation>сырые оценки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scaled scores</source>
        <translation>масштаб. оценки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>masked scores</source>
        <translation>маскир. оценки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation>веса</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExportDialog</name>
    <message>
        <location filename="../../ui/common/exportdialog.cpp" line="+21"/>
        <location line="+70"/>
        <location line="+11"/>
        <source>Export figure</source>
        <translation>Экспорт рисунка</translation>
    </message>
    <message>
        <location line="-78"/>
        <source> px</source>
        <translation> пкс</translation>
    </message>
    <message>
        <location line="+15"/>
        <source> pt</source>
        <translation> пт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The figure&apos;s text size in the file; 18 pt or more reads from the back of a lecture hall.</source>
        <translation>Размер текста рисунка в файле; 18 пт и больше читается с задних рядов аудитории.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width:</source>
        <translation>Ширина:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height:</source>
        <translation>Высота:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size:</source>
        <translation>Размер текста:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pixel scale:</source>
        <translation>Масштаб пикселей:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has width × scale by height × scale pixels; use 2 or more for print.</source>
        <translation>Файл имеет ширину × масштаб на высоту × масштаб пикселей; для печати берите 2 и больше.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The figure was not saved: %1.</source>
        <translation>Рисунок не сохранён: %1.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document (*.pdf)</source>
        <translation>Документ PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>attn::ui::FigureExportText</name>
    <message>
        <location filename="../../ui/common/figureexport.cpp" line="+135"/>
        <source>width must be between %1 and %2 pixels, not %3</source>
        <translation>ширина должна быть от %1 до %2 пикселей, а не %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>height must be between %1 and %2 pixels, not %3</source>
        <translation>высота должна быть от %1 до %2 пикселей, а не %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scale must be between %1 and %2, not %3</source>
        <translation>масштаб должен быть от %1 до %2, а не %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>text size must be between %1 and %2 points, not %3</source>
        <translation>размер текста должен быть от %1 до %2 пунктов, а не %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 x %2 at scale %3 is more than %4 million pixels</source>
        <translation>%1 x %2 при масштабе %3 — больше %4 млн пикселей</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot tell the format of &apos;%1&apos;: the name must end in .png, .svg or .pdf</source>
        <translation>не удаётся определить формат «%1»: имя должно оканчиваться на .png, .svg или .pdf</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>не удаётся записать «%1»: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rendering failed</source>
        <translation>отрисовка не удалась</translation>
    </message>
</context>
<context>
    <name>attn::ui::GatDemo</name>
    <message>
        <location filename="../../ui/lectures/gat/gatdemo.cpp" line="+45"/>
        <source>Load &amp;sample</source>
        <translation>&amp;Загрузить пример</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Random graph</source>
        <translation>&amp;Случайный граф</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes on a circle, each pair joined with probability 0.35 (seeded)</source>
        <translation>Вершины на окружности, каждая пара соединена с вероятностью 0.35 (по зерну)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nodes of a random graph</source>
        <translation>Вершины случайного графа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input features F per node</source>
        <translation>Входные признаки F на вершину</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output features F′ per head</source>
        <translation>Выходные признаки F′ на голову</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads K</source>
        <translation>Головы K</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>concat</source>
        <translation>конкатенация</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>average</source>
        <translation>среднее</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed of the features and parameters</source>
        <translation>Зерно генератора признаков и параметров</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The head drawn on the edges and in the matrix</source>
        <translation>Голова, показанная на рёбрах и в матрице</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α on &amp;every edge</source>
        <translation>α на &amp;каждом ребре</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each half of an edge shows the weight its end node gives the other</source>
        <translation>Каждая половина ребра показывает вес, который её концевая вершина даёт другой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random &amp;nodes:</source>
        <translation>случайных &amp;вершин:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;F features:</source>
        <translation>&amp;F признаков:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F′ &amp;per head:</source>
        <translation>F′ на &amp;голову:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;K heads:</source>
        <translation>&amp;K голов:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;aggregation:</source>
        <translation>&amp;агрегация:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>&amp;зерно:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;head shown:</source>
        <translation>&amp;отображаемая голова:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;small&gt;Double-click empty space: add a node · click a node, then another: connect or disconnect them · click a node: show its neighbourhood · right-click a node or press Delete: remove it&lt;/small&gt;</source>
        <translation>&lt;small&gt;Двойной щелчок по пустому месту: добавить вершину · щелчок по вершине, затем по другой: соединить или разъединить · щелчок по вершине: показать её окрестность · правый щелчок по вершине или Delete: удалить её&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>&lt;p&gt;&lt;b&gt;Graph attention&lt;/b&gt; (Veličković et al., 2018)&lt;/p&gt;&lt;p&gt;z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = h&lt;sub&gt;i&lt;/sub&gt; W&lt;sup&gt;k&lt;/sup&gt;&lt;br&gt;e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = LeakyReLU&lt;sub&gt;0.2&lt;/sub&gt;(a&lt;sup&gt;k&lt;/sup&gt; · [z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; ‖ z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;])&lt;br&gt;α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = exp e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; / Σ&lt;sub&gt;l ∈ N(i) ∪ {i}&lt;/sub&gt; exp e&lt;sub&gt;il&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;, &amp;nbsp;α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = 0 for j ∉ N(i) ∪ {i}&lt;br&gt;c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Графовое внимание&lt;/b&gt; (Veličković et al., 2018)&lt;/p&gt;&lt;p&gt;z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = h&lt;sub&gt;i&lt;/sub&gt; W&lt;sup&gt;k&lt;/sup&gt;&lt;br&gt;e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = LeakyReLU&lt;sub&gt;0.2&lt;/sub&gt;(a&lt;sup&gt;k&lt;/sup&gt; · [z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; ‖ z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;])&lt;br&gt;α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = exp e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; / Σ&lt;sub&gt;l ∈ N(i) ∪ {i}&lt;/sub&gt; exp e&lt;sub&gt;il&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;, &amp;nbsp;α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = 0 при j ∉ N(i) ∪ {i}&lt;br&gt;c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;&lt;b&gt;concat:&lt;/b&gt; h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)&lt;br&gt;average: h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)&lt;br&gt;σ = ELU&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;concat:&lt;/b&gt; h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)&lt;br&gt;среднее: h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)&lt;br&gt;σ = ELU&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;concat: h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)&lt;br&gt;&lt;b&gt;average:&lt;/b&gt; h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)&lt;br&gt;σ = ELU&lt;/p&gt;</source>
        <translation>&lt;p&gt;concat: h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)&lt;br&gt;&lt;b&gt;среднее:&lt;/b&gt; h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)&lt;br&gt;σ = ELU&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Shapes: H %1, W&lt;sup&gt;k&lt;/sup&gt; %2, a&lt;sup&gt;k&lt;/sup&gt; (%3), Z&lt;sup&gt;k&lt;/sup&gt; %4, α&lt;sup&gt;k&lt;/sup&gt; %5, H′ %6 for K = %7.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Формы: H %1, W&lt;sup&gt;k&lt;/sup&gt; %2, a&lt;sup&gt;k&lt;/sup&gt; (%3), Z&lt;sup&gt;k&lt;/sup&gt; %4, α&lt;sup&gt;k&lt;/sup&gt; %5, H′ %6 при K = %7.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;p&gt;Head %1, node %2 (%3 terms, sum %4):&lt;br&gt;%5&lt;/p&gt;</source>
        <translation>&lt;p&gt;Голова %1, вершина %2 (%3 слагаемых, сумма %4):&lt;br&gt;%5&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::GatFigure</name>
    <message>
        <location filename="../../ui/lectures/gat/gatfigure.cpp" line="+89"/>
        <source>attention weight α</source>
        <translation>вес внимания α</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>α, head %1 (grey: no edge)</source>
        <translation>α, голова %1 (серый: нет ребра)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>neighbour j</source>
        <translation>сосед j</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node i (attends)</source>
        <translation>вершина i (внимает)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>h′ of %1</source>
        <translation>h′ вершины %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>h′ (select a node)</source>
        <translation>h′ (выберите вершину)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>concat: K·F′ = %1</source>
        <translation>конкатенация: K·F′ = %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>average: F′ = %1</source>
        <translation>среднее: F′ = %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h′ (after ELU)</source>
        <translation>h′ (после ELU)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1: h = %2</source>
        <translation>%1: h = %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
h′ = %1</source>
        <translation>
h′ = %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, %2: no edge, α = 0 (masked)</source>
        <translation>%1, %2: нет ребра, α = 0 (маска)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>α(%1 → %2) = %3
e = LeakyReLU(aᵀ[Wh_i ‖ Wh_j]) = %4</source>
        <translation>α(%1 → %2) = %3
e = LeakyReLU(aᵀ[Wh_i ‖ Wh_j]) = %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> (head %1, component %2)</source>
        <translation> (голова %1, компонента %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>h′[%1]%2 of %3 = %4</source>
        <translation>h′[%1]%2 вершины %3 = %4</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/gat/gatgraphpanel.cpp" line="+30"/>
        <source>Graph, head %1: α on every edge</source>
        <translation>Граф, голова %1: α на каждом ребре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graph, head %1: α around %2</source>
        <translation>Граф, голова %1: α вокруг %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Double-click to add a node</source>
        <translation>Двойной щелчок — добавить вершину</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerationFigure</name>
    <message>
        <location filename="../../ui/model/generationview.cpp" line="+38"/>
        <source>layer and head</source>
        <translation>слой и голова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token so far (the cache)</source>
        <translation>токены до сих пор (кэш)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generate: the model writes on, token by token, and each step shows what its last token attended to</source>
        <translation>Генерация: модель пишет дальше токен за токеном, и каждый шаг показывает, на что смотрел её последний токен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a language model to generate</source>
        <translation>Откройте языковую модель для генерации</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>L%1 H%2</source>
        <extracomment>a layer and head, both counted from 1: &quot;L2 H3&quot;</extracomment>
        <translation>С%1 Г%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · KV %2</source>
        <extracomment>a layer and head and the key/value head it reads (grouped-query attention)</extracomment>
        <translation>%1 · KV %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Step %1 of %2: after ‘%3’ the model writes ‘%4’ (p = %5)</source>
        <translation>Шаг %1 из %2: после «%3» модель пишет «%4» (p = %5)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step %1 of %2: after ‘%3’ the model writes ‘%4’ (p = %5; drawn at t = %6 with p = %7)</source>
        <translation>Шаг %1 из %2: после «%3» модель пишет «%4» (p = %5; выбрано при t = %6 с p = %7)</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerationView</name>
    <message>
        <location line="+26"/>
        <source>0 writes the likeliest token each time; above 0 each token is drawn from the 50 likeliest at this temperature</source>
        <translation>0 — каждый раз самый вероятный токен; выше 0 каждый токен выбирается случайно из 50 самых вероятных при этой температуре</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Generate</source>
        <translation>&amp;Сгенерировать</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New tokens:</source>
        <translation>&amp;Новых токенов:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Te&amp;mperature:</source>
        <translation>Те&amp;мпература:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ste&amp;p:</source>
        <translation>Ша&amp;г:</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>S&amp;eed:</source>
        <translation>З&amp;ерно:</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::HandoutText</name>
    <message>
        <location filename="../../ui/lessons/handout.cpp" line="+76"/>
        <source>This step cannot be shown: %1</source>
        <translation>Этот шаг нельзя показать: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Predict, then turn the page.</source>
        <translation>Сделайте предсказание, затем переверните страницу.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Step %1</source>
        <translation>Шаг %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 Answer: %2</source>
        <translation>%1 Ответ: %2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>не удаётся записать «%1»: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rendering failed</source>
        <translation>отрисовка не удалась</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the lesson has no steps</source>
        <translation>в уроке нет шагов</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>a folder handout holds PNG or SVG figures</source>
        <translation>раздатка-папка содержит рисунки PNG или SVG</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create the folder &apos;%1&apos;</source>
        <translation>не удаётся создать папку «%1»</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+23"/>
        <source>cannot write into the folder &apos;%1&apos;</source>
        <translation>не удаётся записать в папку &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 is in the way: it is not a file</source>
        <translation>%1 мешает: это не файл</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/handoutstage.cpp" line="+40"/>
        <source>the tab “%1” has no figures for a handout</source>
        <translation>у вкладки «%1» нет рисунков для раздатки</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the view “%1” has no figure to print</source>
        <translation>у вида «%1» нет рисунка для печати</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadAtlasView</name>
    <message>
        <location filename="../../ui/model/headatlasview.cpp" line="+27"/>
        <source>Entropy</source>
        <translation>Энтропия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean entropy of a query&apos;s weights, in nats: low is focused, high is spread</source>
        <translation>Средняя энтропия весов запроса, в натах: низкая — внимание сосредоточено, высокая — рассеяно</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous token</source>
        <translation>Предыдущий токен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean weight on the token just before the query</source>
        <translation>Средний вес на токене прямо перед запросом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First token</source>
        <translation>Первый токен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean weight on the first token, where heads with nothing to do park</source>
        <translation>Средний вес на первом токене, где «паркуются» головы, которым нечего делать</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delimiters</source>
        <translation>Разделители</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight on spaces, punctuation and separators over their share of the keys (1 = no preference)</source>
        <translation>Вес на пробелах, знаках препинания и разделителях, делённый на их долю среди ключей (1 — без предпочтения)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Induction</source>
        <translation>Индукция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On 50 tokens drawn at random from the text and typed twice: mean weight, in the second copy, on the token after the earlier occurrence of the query&apos;s token</source>
        <translation>На 50 токенах, случайно взятых из текста и повторённых дважды: средний вес во второй копии на токене, следующем за прошлым появлением токена запроса</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mean distance</source>
        <translation>Среднее расстояние</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far a query looks, in tokens, on average</source>
        <translation>Как далеко в среднем смотрит запрос, в токенах</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>&amp;Metric:</source>
        <translation>&amp;Метрика:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer</source>
        <translation>Слой</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Head</source>
        <translation>Голова</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>layer</source>
        <translation>слой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head</source>
        <translation>голова</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapData</name>
    <message>
        <location filename="../../ui/plotkit/heatmapdata.cpp" line="+166"/>
        <source>−∞ (masked)</source>
        <translation>−∞ (замаскировано)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#%1 ‘%2’, dimension %3: %4</source>
        <translation>#%1 «%2», измерение %3: %4</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapFigure</name>
    <message>
        <location filename="../../ui/plotkit/heatmapfigure.cpp" line="+17"/>
        <source>attention weight</source>
        <translation>вес внимания</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapPanel</name>
    <message>
        <location filename="../../ui/plotkit/heatmappanel.cpp" line="+144"/>
        <location line="+62"/>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+56"/>
        <source>query</source>
        <translation>запрос</translation>
    </message>
</context>
<context>
    <name>attn::ui::ImageText</name>
    <message>
        <location filename="../../ui/plotkit/rgbimageio.cpp" line="+57"/>
        <source>cannot read %1: it is a folder, not an image file</source>
        <translation>не удаётся прочитать %1: это папка, а не файл изображения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read %1: the file does not exist</source>
        <translation>не удаётся прочитать %1: файл не существует</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read %1: it is not a file (a pipe or a device)</source>
        <translation>не удаётся прочитать %1: это не файл (канал или устройство)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+14"/>
        <source>%1 is %2x%3 pixels; at most %4 pixels per side are accepted</source>
        <translation>%1 — %2x%3 пикселей; допускается не более %4 пикселей по стороне</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>cannot read %1: %2</source>
        <translation>не удаётся прочитать %1: %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::LayerHeadGridFigure</name>
    <message>
        <location filename="../../ui/plotkit/layerheadgridfigure.cpp" line="+65"/>
        <source>attention weight</source>
        <translation>вес внимания</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>layer %1</source>
        <translation>слой %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>head %1</source>
        <translation>голова %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>layer %1, head %2: %3
click to open this head</source>
        <translation>слой %1, голова %2: %3
щёлкните, чтобы открыть эту голову</translation>
    </message>
</context>
<context>
    <name>attn::ui::LecturesPage</name>
    <message>
        <location filename="../../ui/lectures/lecturelesson.cpp" line="+19"/>
        <source>the Lectures tab has no demonstration “%1”</source>
        <translation>на вкладке «Лекции» нет демонстрации «%1»</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/lecturespage.cpp" line="+24"/>
        <source>%1
attention-lab export --view %2</source>
        <translation>%1
attention-lab export --view %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lect&amp;ure:</source>
        <translation>Лек&amp;ция:</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/lecturedemos.cpp" line="+21"/>
        <source>Attention pooling (Nadaraya–Watson)</source>
        <translation>Пулинг вниманием (Надарая–Уотсон)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score functions compared</source>
        <translation>Сравнение функций оценки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why divide by √d</source>
        <translation>Зачем делить на √d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fuzzy dictionary lookup</source>
        <translation>Нечёткий поиск по словарю</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graph attention (GAT)</source>
        <translation>Графовое внимание (GAT)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cost of sequence layers</source>
        <translation>Стоимость слоёв последовательности</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recurrent attention over windows</source>
        <translation>Рекуррентное внимание по окнам</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seq2seq with attention, step by step</source>
        <translation>Seq2seq с вниманием, шаг за шагом</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonMenu</name>
    <message>
        <location filename="../../ui/lessons/lessonmenu.cpp" line="+29"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Уроки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Present</source>
        <translation>&amp;Показ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Add this view</source>
        <translation>&amp;Добавить этот вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Present &amp;on</source>
        <translation>Показ н&amp;а</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Open lesson…</source>
        <translation>&amp;Открыть урок…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sa&amp;ve lesson</source>
        <translation>&amp;Сохранить урок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save lesson as…</source>
        <translation>Сохранить урок &amp;как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New lesson</source>
        <translation>Нов&amp;ый урок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;handout…</source>
        <translation>Экспорт &amp;раздатки…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unsaved lesson</source>
        <translation>Несохранённый урок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson “%1” has changes that are not saved. Save them?</source>
        <translation>В уроке «%1» есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Untitled</source>
        <translation>Без названия</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The lesson was not opened: %1.</source>
        <translation>Урок не открыт: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+131"/>
        <source>Saved %n figures in %1</source>
        <translation>
            <numerusform>Сохранён %n рисунок в %1</numerusform>
            <numerusform>Сохранено %n рисунка в %1</numerusform>
            <numerusform>Сохранено %n рисунков в %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; %n steps could not be shown and say why</source>
        <translation>
            <numerusform>; %n шаг нельзя показать, и он сообщает почему</numerusform>
            <numerusform>; %n шага нельзя показать, и они сообщают почему</numerusform>
            <numerusform>; %n шагов нельзя показать, и они сообщают почему</numerusform>
        </translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Not added: %1.</source>
        <translation>Не добавлено: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added step %1: %2.</source>
        <translation>Добавлен шаг %1: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 cannot be shown: %2</source>
        <translation>Шаг %1 нельзя показать: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to present: %1.</source>
        <translation>Нечего показывать: %1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open lesson</source>
        <translation>Открыть урок</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <source>Lessons (*.json)</source>
        <translation>Уроки (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save lesson</source>
        <translation>Сохранить урок</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+17"/>
        <source>The lesson was not saved: %1.</source>
        <translation>Урок не сохранён: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="-78"/>
        <source>Lesson “%1”: %n steps; F5 presents it.</source>
        <translation>
            <numerusform>Урок «%1»: %n шаг; F5 показывает его.</numerusform>
            <numerusform>Урок «%1»: %n шага; F5 показывает его.</numerusform>
            <numerusform>Урок «%1»: %n шагов; F5 показывает его.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> %n of them cannot be shown (see each step).</source>
        <translation>
            <numerusform> %n из них нельзя показать (см. каждый шаг).</numerusform>
            <numerusform> %n из них нельзя показать (см. каждый шаг).</numerusform>
            <numerusform> %n из них нельзя показать (см. каждый шаг).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+17"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lesson has no steps yet: open one, or add views with Add this view.</source>
        <translation>В уроке ещё нет шагов: откройте урок или добавьте виды через «Добавить этот вид».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF handout, a page per step (*.pdf)</source>
        <translation>Раздатка PDF, по странице на шаг (*.pdf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder of PNG figures, one per step (*.png)</source>
        <translation>Папка рисунков PNG, по одному на шаг (*.png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder of SVG figures, one per step (*.svg)</source>
        <translation>Папка рисунков SVG, по одному на шаг (*.svg)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+19"/>
        <source>Export handout</source>
        <translation>Экспорт раздатки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The handout was not saved: %1.</source>
        <translation>Раздатка не сохранена: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved the handout %1</source>
        <translation>Раздатка сохранена: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPanel</name>
    <message>
        <location filename="../../ui/lessons/lessonpanel.cpp" line="+40"/>
        <source>Lessons</source>
        <translation>Уроки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lessons &amp;panel</source>
        <translation>&amp;Панель уроков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Title:</source>
        <translation>&amp;Заголовок:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Note:</source>
        <translation>&amp;Заметка:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a lesson file</source>
        <translation>Открыть файл урока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent</source>
        <translation>Недавние</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lessons opened lately</source>
        <translation>Недавно открытые уроки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the lesson to its file</source>
        <translation>Сохранить урок в его файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the lesson to another file</source>
        <translation>Сохранить урок в другой файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Handout…</source>
        <translation>Раздатка…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the lesson as a PDF or a folder of figures</source>
        <translation>Экспортировать урок в PDF или папку рисунков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present</source>
        <translation>Показ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present from the selected step (F5: from the first)</source>
        <translation>Показ с выбранного шага (F5: с первого)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Add this view</source>
        <translation>Добавить вид</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add the window&apos;s current view as a step</source>
        <translation>Добавить текущий вид окна как шаг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate</source>
        <translation>Дублировать</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the selected step after it</source>
        <translation>Копировать выбранный шаг после него</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected step</source>
        <translation>Удалить выбранный шаг</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1
This step cannot be shown: %2</source>
        <translation>%1
Этот шаг нельзя показать: %2</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Untitled lesson</source>
        <translation>Урок без названия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (not saved)</source>
        <translation> (не сохранён)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not saved to a file yet</source>
        <translation>ещё не сохранён в файл</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonText</name>
    <message>
        <location filename="../../ui/lessons/lesson.cpp" line="+30"/>
        <source>line %1, column %2</source>
        <translation>строка %1, столбец %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is not an object with a tab, a view and settings</source>
        <translation>это не объект с вкладкой, видом и настройками</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 has the wrong type (tab, view, title and note are text, settings an object, build a list of objects)</source>
        <translation>%1 — неверного типа (tab, view, title и note — текст, settings — объект, build — список объектов)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unknown tab “%1”</source>
        <translation>неизвестная вкладка «%1»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown tab “%1” (a lesson step shows one of: %2)</source>
        <translation>неизвестная вкладка «%1» (шаг урока показывает одну из: %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 tab has no view “%2” (known: %3)</source>
        <translation>у вкладки %1 нет вида «%2» (известны: %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>build stage %1: %2</source>
        <translation>этап построения %1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the lesson is not valid JSON at %1: %2</source>
        <translation>урок — не корректный JSON в %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>this JSON is not a lesson: it needs &quot;format&quot;: &quot;%1&quot;</source>
        <translation>этот JSON — не урок: нужно &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lesson needs a whole &quot;version&quot; from 1 and a list of &quot;steps&quot;</source>
        <translation>уроку нужны целое &quot;version&quot; от 1 и список &quot;steps&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lesson has %1 steps; a lesson holds at most %2 (split it into several lessons)</source>
        <translation>в уроке %1 шагов; урок может содержать не больше %2 (разбейте его на несколько уроков)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>written by a newer AttentionLab (lesson format %1; this one reads %2): steps it cannot show say so</source>
        <translation>создано более новой версией AttentionLab (формат урока %1; эта читает %2): шаги, которые нельзя показать, сообщат об этом</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (the lesson is of a newer format, %2)</source>
        <translation>%1 (урок более нового формата, %2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+9"/>
        <source>cannot read %1</source>
        <translation>не удаётся прочитать %1</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/lessonstage.cpp" line="+52"/>
        <source>the window has no tab “%1”</source>
        <translation>в окне нет вкладки «%1»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the tab “%1” cannot be a lesson step yet (lessons show: %2)</source>
        <translation>вкладка «%1» пока не может быть шагом урока (уроки показывают: %2)</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/lessonclaims.cpp" line="+51"/>
        <source>“kind” must be one of %1, not “%2”</source>
        <translation>“kind” должно быть одним из %1, а не “%2”</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a “%1” claim has no “%2” (it reads %3)</source>
        <translation>у утверждения “%1” нет “%2” (оно читает %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a “%1” claim needs a “row” and a “column”: a label or a number from 1</source>
        <translation>утверждению “%1” нужны “row” и “column”: метка или номер от 1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” must be a number</source>
        <translation>“%1” должно быть числом</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a “%1” claim needs “at-least”, “at-most” or both</source>
        <translation>утверждению “%1” нужно “at-least”, “at-most” или оба</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“stage” must be a whole number from 1 (the step&apos;s own settings; 2 is its first build stage)</source>
        <translation>“stage” должно быть целым числом от 1 (1 — настройки самого шага, 2 — первый этап показа)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“tolerance” must be a number from 0</source>
        <translation>“tolerance” должно быть числом не меньше 0</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>“claims” must be a list of objects</source>
        <translation>“claims” должно быть списком объектов</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is not an object with a “kind”</source>
        <translation>это не объект с “kind”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>claim %1: %2</source>
        <translation>утверждение %1: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>“question” needs a “text” and an “answer”: the number of the claim that answers it (1 to %1)</source>
        <translation>“question” нужны “text” и “answer”: номер утверждения, которое отвечает на вопрос (от 1 до %1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>step %1 «%2»</source>
        <translation>шаг %1 «%2»</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: a claim names stage %2 of a step of %3</source>
        <translation>%1: утверждение называет этап %2, а у шага их %3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, claim %2 (%3): %4</source>
        <translation>%1, утверждение %2 (%3): %4</translation>
    </message>
</context>
<context>
    <name>attn::ui::LogitLensFigure</name>
    <message>
        <location filename="../../ui/model/logitlensfigure.cpp" line="+11"/>
        <source>probability of that token</source>
        <translation>вероятность этого токена</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>after layer</source>
        <translation>после слоя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token read</source>
        <translation>прочитанный токен</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Logit lens: the next token each layer would predict</source>
        <translation>Логит-линза: следующий токен, который предсказал бы каждый слой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logit lens with heads %1 knocked out</source>
        <translation>Логит-линза при отключённых головах %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>layer %1, after ‘%2’ (token %3): ‘%4’, p = %5</source>
        <translation>слой %1, после «%2» (токен %3): «%4», p = %5</translation>
    </message>
</context>
<context>
    <name>attn::ui::LongTextDocument</name>
    <message>
        <location filename="../../ui/model/longtextdocument.cpp" line="+16"/>
        <source>The machine has not enough memory for this text with this model; shorten the text.</source>
        <translation>Машине не хватает памяти для этого текста с этой моделью; сократите текст.</translation>
    </message>
    <message>
        <location line="+169"/>
        <location line="+17"/>
        <source>There is no text yet.</source>
        <translation>Текста пока нет.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>The machine has not enough memory for these rows; ask for fewer.</source>
        <translation>Машине не хватает памяти для этих строк; запросите меньше.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LongTextFigure</name>
    <message>
        <location filename="../../ui/model/longtextfigure.cpp" line="+65"/>
        <source>A long text, one head at a time</source>
        <translation>Длинный текст, по одной голове</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a text file or read the tab&apos;s text: its attention is computed when a view asks, so a text of thousands of tokens fits in memory.</source>
        <translation>Откройте текстовый файл или прочитайте текст вкладки: внимание вычисляется, когда его просит вид, поэтому текст из тысяч токенов помещается в память.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>weight (log scale)</source>
        <translation>вес (лог. шкала)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Layer %1, head %2: all %L3 tokens, each cell the largest weight of its block</source>
        <translation>Слой %1, голова %2: все %L3 токенов, в клетке — наибольший вес её блока</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>key position</source>
        <translation>позиция ключа</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>query position</source>
        <translation>позиция запроса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1, head %2: all %L3 tokens</source>
        <translation>Слой %1, голова %2: все %L3 токенов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>queries</source>
        <translation>запросы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys</source>
        <translation>ключи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest weight</source>
        <translation>наибольший вес</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Queries %L1–%L2, keys %L3–%L4 (click the overview)</source>
        <translation>Запросы %L1–%L2, ключи %L3–%L4 (щёлкните по обзору)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>query</source>
        <translation>запрос</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The detail&apos;s queries (above) and their %1 strongest keys anywhere in the text (below)</source>
        <translation>Запросы детали (сверху) и их %1 самых сильных ключа во всём тексте (снизу)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>position</source>
        <translation>позиция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 strongest keys of each query</source>
        <translation>%1 самых сильных ключа каждого запроса</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Layer %1, every head: attention by distance i − j, mean over the text</source>
        <translation>Слой %1, все головы: внимание по расстоянию i − j, среднее по тексту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distance i − j (tokens)</source>
        <translation>расстояние i − j (токены)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>share</source>
        <translation>доля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: attention by distance</source>
        <translation>Слой %1: внимание по расстоянию</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>head %1 (sink %2)</source>
        <translation>голова %1 (сток %2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::LongTextView</name>
    <message>
        <location filename="../../ui/model/longtextview.cpp" line="+24"/>
        <source>Open te&amp;xt file…</source>
        <translation>Открыть &amp;текстовый файл…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rea&amp;d the tab&apos;s text</source>
        <translation>Про&amp;честь текст вкладки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A UTF-8 text of any length the model reads (up to 16 MB)</source>
        <translation>Текст UTF-8 любой длины, которую читает модель (до 16 МБ)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>La&amp;yer:</source>
        <translation>С&amp;лой:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He&amp;ad:</source>
        <translation>Г&amp;олова:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export figure…</source>
        <translation>&amp;Экспорт рисунка…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a text file</source>
        <translation>Открыть текстовый файл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text files (*.txt *.md);;All files (*)</source>
        <translation>Текстовые файлы (*.txt *.md);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the tab&apos;s text</source>
        <translation>текст вкладки</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Not applied: %1</source>
        <translation>Не применено: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reading…</source>
        <translation>Чтение…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No text yet.</source>
        <translation>Текста пока нет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %L2 tokens, read in %L3 s</source>
        <translation>%1: %L2 токенов, прочитано за %L3 с</translation>
    </message>
</context>
<context>
    <name>attn::ui::MainWindow</name>
    <message>
        <location filename="../../ui/tabs/tabtable.cpp" line="+61"/>
        <source>&amp;One-hot and heads</source>
        <translation>&amp;One-hot и головы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Attention explorer</source>
        <translation>&amp;Обозреватель внимания</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language model</source>
        <translation>&amp;Языковая модель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ranslator</source>
        <translation>&amp;Переводчик</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Positional encodings</source>
        <translation>Позиционное &amp;кодирование</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="+102"/>
        <source>%1, layer %2, head %3: “%4” → “%5”</source>
        <translation>%1, слой %2, голова %3: «%4» → «%5»</translation>
    </message>
    <message>
        <location filename="../../ui/tabs/tabtable.cpp" line="+2"/>
        <source>L&amp;ectures</source>
        <translation>&amp;Лекции</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Captions</source>
        <translation>По&amp;дписи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Vision</source>
        <translation>&amp;Зрение</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="+37"/>
        <source>The text was cut at %L1 characters: a text box holds no more, and the rest of what was pasted is not there.</source>
        <translation>Текст обрезан на %L1 символах: поле вмещает не больше, остальная часть вставки потеряна.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type a sentence and press Enter</source>
        <translation>Введите предложение и нажмите Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sentence to attend over; press Enter to apply</source>
        <translation>Предложение, по которому идёт внимание; Enter — применить</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Number of random attention heads</source>
        <translation>Число случайных голов внимания</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed of the random head projections</source>
        <translation>Зерно генератора случайных проекций голов</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Softmax temperature: scores are divided by it</source>
        <translation>Температура softmax: оценки делятся на неё</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Sentence:</source>
        <translation>&amp;Предложение:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Heads:</source>
        <translation>&amp;Головы:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Temperature:</source>
        <translation>&amp;Температура:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export figure…</source>
        <translation>&amp;Экспорт рисунка…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;model…</source>
        <translation>Открыть &amp;модель…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a model folder (GPT-2 language model, translator or captioner)</source>
        <translation>Открыть папку модели (языковая модель GPT-2, переводчик или модель подписей)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Sample models</source>
        <translation>&amp;Примеры моделей</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Larger text</source>
        <translation>&amp;Крупнее текст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Smaller text</source>
        <translation>&amp;Мельче текст</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal text size</source>
        <translation>&amp;Обычный размер текста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About AttentionLab</source>
        <translation>&amp;О программе AttentionLab</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 words, %2 distinct · %3 heads of size %4</source>
        <translation>слов: %1, различных: %2 · голов: %3, размер %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not applied: %1 The figure still shows the previous input.</source>
        <translation>Не применено: %1 Рисунок показывает прежний вход.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>AttentionLab</source>
        <translation>AttentionLab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window is open, but this could not be opened:</source>
        <translation>Окно открыто, но вот это открыть не удалось:</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Matrix as CSV text (*.csv)</source>
        <translation>Матрица как текст CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matrix as NumPy array (*.npy)</source>
        <translation>Матрица как массив NumPy (*.npy)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+21"/>
        <source>Export figure</source>
        <translation>Экспорт рисунка</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Export matrix</source>
        <translation>Экспорт матрицы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The matrix was not saved: %1.</source>
        <translation>Матрица не сохранена: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This page has no figure to export.</source>
        <translation>На этой странице нет рисунка для экспорта.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_language.cpp" line="+46"/>
        <source>Lan&amp;guage</source>
        <translation>Я&amp;зык</translation>
    </message>
</context>
<context>
    <name>attn::ui::MatrixEditor</name>
    <message>
        <location filename="../../ui/explorer/matrixeditor.cpp" line="+42"/>
        <source>Type Q, K and V</source>
        <translation>Ввод Q, K и V</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queries T_q:</source>
        <translation>запросы T_q:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys T_k:</source>
        <translation>ключи T_k:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d:</source>
        <translation>d:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_v:</source>
        <translation>d_v:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Q (T_q × d)</source>
        <translation>Q (T_q × d)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>K (T_k × d)</source>
        <translation>K (T_k × d)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>V (T_k × d_v)</source>
        <translation>V (T_k × d_v)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1 row %2, column %3: &apos;%4&apos; is not a number.</source>
        <translation>%1, строка %2, столбец %3: «%4» — не число.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelDistanceDocument</name>
    <message>
        <location filename="../../ui/positional/modeldistancedocument.cpp" line="+34"/>
        <source>learned positions, both directions</source>
        <translation>обученные позиции, в обе стороны</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>learned positions</source>
        <translation>обученные позиции</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotary (RoPE)</source>
        <translation>вращение (RoPE)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotary, off in layers %1</source>
        <translation>вращение, выключено в слоях %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, window %1</source>
        <translation>, окно %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>At most %1 models side by side: clear them first.</source>
        <translation>Рядом помещается не больше %1 моделей: сначала очистите их.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The prompt is empty: type at least one word.</source>
        <translation>Текст пуст: введите хотя бы одно слово.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelDistanceFigure</name>
    <message>
        <location filename="../../ui/positional/modeldistancefigure.cpp" line="+25"/>
        <source>Positions in models</source>
        <translation>Позиции в моделях</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add model folders (GPT-2, Llama, SmolLM3, BERT, …): the same prompt through each, and how each layer&apos;s attention falls off with distance.</source>
        <translation>Добавьте папки моделей (GPT-2, Llama, SmolLM3, BERT, …): один и тот же текст проходит через каждую, и видно, как внимание каждого слоя спадает с расстоянием.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2): %3, %L4 tokens</source>
        <translation>%1 (%2): %3, токенов: %L4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distance |i − j| (tokens)</source>
        <translation>расстояние |i − j| (токены)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>share</source>
        <translation>доля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>first layer</source>
        <translation>первый слой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last layer</source>
        <translation>последний слой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer %1</source>
        <translation>слой %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>every key alike</source>
        <translation>все ключи поровну</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelDistanceView</name>
    <message>
        <location filename="../../ui/positional/modeldistanceview.cpp" line="+23"/>
        <source>&amp;Add model folder…</source>
        <translation>&amp;Добавить папку модели…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;lear</source>
        <translation>&amp;Очистить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export figure…</source>
        <translation>&amp;Экспорт рисунка…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Prompt:</source>
        <translation>&amp;Текст:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add a model folder</source>
        <translation>Добавить папку модели</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Models side by side: %1 of %2, each reading the prompt below</source>
        <translation>Моделей рядом: %1 из %2; каждая читает текст ниже</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not applied: %1</source>
        <translation>Не применено: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelDocument</name>
    <message>
        <location filename="../../ui/model/longtextdocument.cpp" line="-138"/>
        <location filename="../../ui/model/modeldocument.cpp" line="+58"/>
        <location line="+96"/>
        <location line="+15"/>
        <source>Open a model first.</source>
        <translation>Сначала откройте модель.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../ui/model/modeldocument.cpp" line="-109"/>
        <source>The text is empty: type at least one word.</source>
        <translation>Текст пуст: введите хотя бы одно слово.</translation>
    </message>
    <message>
        <location filename="../../ui/model/modeldocument.cpp" line="+3"/>
        <source>A second sentence needs an encoder (BERT family).</source>
        <translation>Для второго предложения нужен кодер (семейство BERT).</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>the head metrics need a model&apos;s attention over two tokens or more</source>
        <translation>для показателей голов нужно внимание модели по двум токенам или больше</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>the next token needs a language model and a text</source>
        <translation>для следующего токена нужны языковая модель и текст</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+16"/>
        <location line="+16"/>
        <source>an encoder (BERT family) does not predict a next token</source>
        <translation>кодировщик (семейство BERT) не предсказывает следующий токен</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>how a score is built needs a language model and a text</source>
        <translation>чтобы показать, как строится оценка, нужны языковая модель и текст</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the logit lens needs a language model and a text</source>
        <translation>логит-линзе нужны языковая модель и текст</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>generating needs a language model and a text</source>
        <translation>для генерации нужны языковая модель и текст</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>A rollout needs square attention (the same tokens as queries and keys).</source>
        <translation>Для развёртки внимания нужно квадратное внимание (одни и те же токены как запросы и ключи).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type a text for the model to continue first.</source>
        <translation>Сначала введите текст, который модель продолжит.</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>attention rollout over %n layers</source>
        <translation>
            <numerusform>attention rollout по %n слою</numerusform>
            <numerusform>attention rollout по %n слоям</numerusform>
            <numerusform>attention rollout по %n слоям</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer %1, head %2</source>
        <translation>слой %1, голова %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knocked out: its output replaced</source>
        <translation>отключена: её выход заменён</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>heads %1 knocked out</source>
        <translation>отключены головы %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sentence A → sentence B</source>
        <translation>предложение A → предложение B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sentence B → sentence A</source>
        <translation>предложение B → предложение A</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelGridFigure</name>
    <message>
        <location filename="../../ui/model/modelgridfigure.cpp" line="+21"/>
        <source>every layer (rows) and head (columns)</source>
        <translation>все слои (строки) и головы (столбцы)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every layer (rows) and head (columns) · heads %1 knocked out</source>
        <translation>все слои (строки) и головы (столбцы) · отключены головы %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelHeatmapFigure</name>
    <message>
        <location filename="../../ui/model/modelheatmapfigure.cpp" line="+34"/>
        <source>Click: how this query&apos;s scores are built</source>
        <translation>Щелчок: как строятся оценки этого запроса</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelPage</name>
    <message>
        <location filename="../../ui/model/modelpage.cpp" line="+71"/>
        <source>&amp;Rollout over all layers</source>
        <translation>&amp;Развёртка по всем слоям</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open model folder…</source>
        <translation>&amp;Открыть папку модели…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import attention…</source>
        <translation>&amp;Импорт внимания…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention computed elsewhere: a .npy, .npz or .safetensors tensor (layers, heads, q, k) and a JSON file of its tokens</source>
        <translation>Внимание, вычисленное вне программы: тензор .npy, .npz или .safetensors (layers, heads, q, k) и JSON-файл его токенов</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>&amp;Continue %n tokens</source>
        <translation>
            <numerusform>&amp;Продолжить на %n токен</numerusform>
            <numerusform>&amp;Продолжить на %n токена</numerusform>
            <numerusform>&amp;Продолжить на %n токенов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model writes %1 more tokens, one at a time; each new token&apos;s attention appears as it is written</source>
        <translation>Модель допишет ещё %1 токенов по одному; внимание каждого нового токена появляется по мере написания</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The text the model reads; press Enter to apply</source>
        <translation>Текст, который читает модель; Enter — применить</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An encoder reads a sentence pair: [CLS] text [SEP] sentence B [SEP]; empty for one text</source>
        <translation>Кодер читает пару предложений: [CLS] текст [SEP] предложение B [SEP]; пусто — один текст</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole pair</source>
        <translation>Вся пара</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A → B</source>
        <translation>A → B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B → A</source>
        <translation>B → A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every token, or only sentence A&apos;s queries on sentence B&apos;s keys, or B&apos;s on A&apos;s</source>
        <translation>Показать все токены или только запросы предложения A к ключам предложения B, или B к A</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>next</source>
        <translation>следующий</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>e.g. 2:1, 3:4</source>
        <translation>например, 2:1, 3:4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What if these heads (layer:head) were knocked out? Their outputs are replaced before the output projection; the next token and the later layers&apos; attention change. Press Enter to apply, empty for the intact model</source>
        <translation>А что, если отключить эти головы (слой:голова)? Их выходы заменяются до выходной проекции; меняются следующий токен и внимание последующих слоёв. Enter — применить, пусто — исходная модель</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>by zeros</source>
        <translation>нулями</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>by their mean</source>
        <translation>их средним</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace a knocked-out head&apos;s output by zeros, or by its mean over the text&apos;s positions (mean-ablation)</source>
        <translation>Заменить выход отключённой головы нулями или его средним по позициям текста (абляция средним)</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Showing:</source>
        <translation>Показ:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lon&amp;g text…</source>
        <translation>&amp;Длинный текст…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A text of thousands of tokens in a window of its own: each head whole, its detail, every head by distance</source>
        <translation>Текст из тысяч токенов в отдельном окне: каждая голова целиком, её деталь, все головы по расстоянию</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Text:</source>
        <translation>&amp;Текст:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sentence &amp;B:</source>
        <translation>Предложение &amp;B:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Show:</source>
        <translation>&amp;Показать:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Layer:</source>
        <translation>С&amp;лой:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head:</source>
        <translation>&amp;Голова:</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>One head</source>
        <translation>Голова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All layers and heads</source>
        <translation>Слои × головы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head atlas</source>
        <translation>Атлас</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next token</source>
        <translation>След. токен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generation</source>
        <translation>Генерация</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logit lens</source>
        <translation>Линза</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Long text — AttentionLab</source>
        <translation>Длинный текст — AttentionLab</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This pair on the Positional tab ▸</source>
        <translation>Эта пара на вкладке позиций ▸</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Positional tab&apos;s RoPE panel with this head&apos;s query and key and the model&apos;s frequencies, at every pair of positions</source>
        <translation>Панель RoPE вкладки позиций с запросом и ключом этой головы и частотами модели, для каждой пары позиций</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Rotary positions</source>
        <translation>Вращение</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&amp;Knock out heads, replaced:</source>
        <translation>&amp;Отключить головы, заменив:</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Not applied: %1</source>
        <translation>Не применено: %1</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>How a score is built</source>
        <translation>Как строится оценка</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Open a model folder</source>
        <translation>Открыть папку модели</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 layers × %2 heads, up to %3 tokens</source>
        <translation>слоёв: %1 × голов: %2, до %3 токенов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model: open a model folder (GPT-2, Llama, Qwen, Gemma, Phi-3, Pythia, BERT, …).</source>
        <translation>Нет модели: откройте папку модели (GPT-2, Llama, Qwen, Gemma, Phi-3, Pythia, BERT, …).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Heads %1 share a key/value head each</source>
        <translation>Головы %1 делят по одной голове ключей/значений</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Layers %1 see the last %2 tokens only (sliding window)</source>
        <translation>Слои %1 видят только последние %2 токенов (скользящее окно)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Layers %1 have no rotary positions</source>
        <translation>В слоях %1 нет вращающих позиций</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is open, but it cannot read the text: %2
Type a shorter text, and its figures appear.</source>
        <translation>%1 открыта, но прочитать текст не может: %2
Введите текст короче — и рисунки появятся.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>An encoder (BERT family) does not write text.</source>
        <translation>Кодер (семейство BERT) не пишет текст.</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Attention tensor (layers, heads, q, k)</source>
        <translation>Тензор внимания (layers, heads, q, k)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensors (*.npy *.npz *.safetensors)</source>
        <translation>Тензоры (*.npy *.npz *.safetensors)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its tokens</source>
        <translation>Его токены</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 tokens · %2 layers × %3 heads</source>
        <translation>токенов: %1
слоёв × голов: %2 × %3</translation>
    </message>
    <message>
        <location filename="../../ui/model/modellesson.cpp" line="+51"/>
        <source>“ablation” must be “zero” or “mean”, not “%1”</source>
        <translation>«ablation» должно быть «zero» или «mean», а не «%1»</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>the Language model tab has no view “%1” (known: %2)</source>
        <translation>у вкладки «Языковая модель» нет вида «%1» (известны: %2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>“layer” and “head” must be within the model&apos;s %1 layers × %2 heads, not layer %3, head %4</source>
        <translation>«layer» и «head» должны быть в пределах %1 слоёв × %2 голов модели, а не слой %3, голова %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>“knockout”: %1</source>
        <translation>«knockout»: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a “model-generation” step needs “newTokens” (1 to %1)</source>
        <translation>шагу «model-generation» нужно «newTokens» (от 1 до %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“step” must be from 1 to “newTokens” (%1), not %2</source>
        <translation>«step» должен быть от 1 до «newTokens» (%1), а не %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::NextTokenFigure</name>
    <message>
        <location filename="../../ui/model/nexttokenview.cpp" line="+61"/>
        <source>After ‘%1’: the most likely token (temperature 0: greedy)</source>
        <translation>После «%1»: самый вероятный токен (температура 0: жадный выбор)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>After ‘%1’: the %n most likely tokens at temperature %2</source>
        <translation>
            <numerusform>После «%1»: %n самый вероятный токен при температуре %2</numerusform>
            <numerusform>После «%1»: %n самых вероятных токена при температуре %2</numerusform>
            <numerusform>После «%1»: %n самых вероятных токенов при температуре %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>drawn with seed %1: ‘%2’</source>
        <translation>выбран по зерну %1: «%2»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the likeliest: ‘%1’</source>
        <translation>самый вероятный: «%1»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>probability</source>
        <translation>вероятность</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>heads %1 replaced by their mean</source>
        <translation>головы %1 заменены своим средним</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heads %1 knocked out</source>
        <translation>отключены головы %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>intact model</source>
        <translation>исходная модель</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt; 0.001</source>
        <translation>&lt; 0.001</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (intact %2)</source>
        <translation>%1 (исходная %2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::NextTokenView</name>
    <message>
        <location line="+19"/>
        <source>The logits are divided by it before the softmax: below 1 the likeliest token gains, above 1 the choice evens out; 0 is greedy</source>
        <translation>Логиты делятся на неё перед softmax: ниже 1 самый вероятный токен усиливается, выше 1 выбор выравнивается; 0 — жадный выбор</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many of the most likely tokens to show and sample from</source>
        <translation>Сколько самых вероятных токенов показать и из скольких выбирать</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Of those, the fewest whose probabilities reach p (1: all of them)</source>
        <translation>Из них — наименьшее число, чьи вероятности в сумме достигают p (1: все)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Temperature:</source>
        <translation>&amp;Температура:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-&amp;k:</source>
        <translation>Top-&amp;k:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-&amp;p:</source>
        <translation>Top-&amp;p:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Draw a token</source>
        <translation>&amp;Выбрать токен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample the next token from the bars shown, in proportion to their probabilities, with the next seed; the token drawn is marked</source>
        <translation>Выбрать следующий токен среди показанных столбцов пропорционально их вероятностям, со следующим зерном; выбранный токен отмечен</translation>
    </message>
</context>
<context>
    <name>attn::ui::OneHotPage</name>
    <message>
        <location filename="../../ui/overview/onehotpage.cpp" line="+43"/>
        <source>the One-hot tab has no view “%1” (known: %2)</source>
        <translation>у вкладки «One-hot» нет вида «%1» (известны: %2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::Page</name>
    <message>
        <location filename="../../ui/common/page.h" line="+49"/>
        <source>this tab cannot show “%1” as a lesson step yet</source>
        <translation>эта вкладка пока не может показать «%1» как шаг урока</translation>
    </message>
    <message>
        <location filename="../../ui/common/shownnumbers.cpp" line="+55"/>
        <source>this view has no matrix to save as numbers</source>
        <translation>в этом виде нет матрицы, которую можно сохранить числами</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the matrix file must end in .csv or .npy</source>
        <translation>файл матрицы должен оканчиваться на .csv или .npy</translation>
    </message>
</context>
<context>
    <name>attn::ui::PanelFigure</name>
    <message>
        <location filename="../../ui/plotkit/panelfigure.cpp" line="+323"/>
        <source>distance %1</source>
        <translation>расстояние %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1: x = %2, height %3</source>
        <translation>%1: x = %2, высота %3</translation>
    </message>
</context>
<context>
    <name>attn::ui::PictureFigure</name>
    <message>
        <location filename="../../ui/plotkit/picturefigure.cpp" line="+26"/>
        <source>attention weight</source>
        <translation>вес внимания</translation>
    </message>
</context>
<context>
    <name>attn::ui::PlotDemo</name>
    <message>
        <location filename="../../ui/lectures/plotdemo.cpp" line="+43"/>
        <source>Not applied: %1</source>
        <translation>Не применено: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::PoolingDemo</name>
    <message>
        <location filename="../../ui/lectures/pooling/poolingdemo.cpp" line="+44"/>
        <source>Width σ of the Gaussian kernel: small follows every sample, large averages everything</source>
        <translation>Ширина σ гауссова ядра: малая следует за каждой точкой, большая всё усредняет</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Parameter of α = softmax(−((x − xᵢ)·w)²/2); Fit w sets it</source>
        <translation>Параметр α = softmax(−((x − xᵢ)·w)²/2); «Подобрать w» задаёт его</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit w</source>
        <translation>&amp;Подобрать w</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minimise the leave-one-out squared error over w: each training point is predicted from the others</source>
        <translation>Минимизировать по w квадратичную ошибку leave-one-out: каждая обучающая точка предсказывается по остальным</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;parametric kernel (w)</source>
        <translation>Показать параметрическое &amp;ядро (w)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kernel width &amp;σ:</source>
        <translation>ширина ядра &amp;σ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;samples n:</source>
        <translation>&amp;точек n:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;noise:</source>
        <translation>&amp;шум:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>&amp;зерно:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;w:</source>
        <translation>&amp;w:</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Fitted w = %1: leave-one-out loss %2 (it was %3 at w = 1).</source>
        <translation>Подобрано w = %1: потеря leave-one-out %2 (была %3 при w = 1).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;p&gt;&lt;b&gt;σ = %1&lt;/b&gt;: leave-one-out loss %2&lt;br&gt;&lt;b&gt;w = %3&lt;/b&gt;%4 (σ = 1/w = %5): loss %6&lt;br&gt;best w on the curve: %7, loss %8 (w = 1: %9)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;σ = %1&lt;/b&gt;: потеря leave-one-out %2&lt;br&gt;&lt;b&gt;w = %3&lt;/b&gt;%4 (σ = 1/w = %5): потеря %6&lt;br&gt;лучшее w на кривой: %7, потеря %8 (w = 1: %9)&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (fitted)</source>
        <translation> (подобрано)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Attention pooling&lt;/b&gt; (Nadaraya–Watson). Keys are the inputs x&lt;sub&gt;i&lt;/sub&gt;, values the targets y&lt;sub&gt;i&lt;/sub&gt;, the query is x:&lt;/p&gt;&lt;p&gt;f(x) = Σ&lt;sub&gt;i&lt;/sub&gt; α(x, x&lt;sub&gt;i&lt;/sub&gt;) y&lt;sub&gt;i&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;α(x, x&lt;sub&gt;i&lt;/sub&gt;) = exp(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²) / Σ&lt;sub&gt;j&lt;/sub&gt; exp(−(x − x&lt;sub&gt;j&lt;/sub&gt;)²/2σ²)&lt;br&gt;= softmax&lt;sub&gt;i&lt;/sub&gt;(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²)&lt;/p&gt;&lt;p&gt;Each row of the heatmap is one query&apos;s weights; they sum to 1. σ → ∞ gives the mean of all y&lt;sub&gt;i&lt;/sub&gt;, σ → 0 the nearest sample.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parametric:&lt;/b&gt; α = softmax&lt;sub&gt;i&lt;/sub&gt;(−((x − x&lt;sub&gt;i&lt;/sub&gt;)·w)²/2), the same kernel with σ = 1/w, but w is learned: minimise&lt;br&gt;L(w) = (1/n) Σ&lt;sub&gt;i&lt;/sub&gt; (f&lt;sub&gt;−i&lt;/sub&gt;(x&lt;sub&gt;i&lt;/sub&gt;) − y&lt;sub&gt;i&lt;/sub&gt;)²,&lt;br&gt;each training point predicted from the others (leave one out).&lt;/p&gt;&lt;p&gt;Data: y = 2 sin x + x&lt;sup&gt;0.8&lt;/sup&gt; + ε, ε ~ N(0, %1&lt;sup&gt;2&lt;/sup&gt;), x&lt;sub&gt;i&lt;/sub&gt; sorted in [0, 5].&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Пулинг вниманием&lt;/b&gt; (Надарая–Уотсон). Ключи — входы x&lt;sub&gt;i&lt;/sub&gt;, значения — цели y&lt;sub&gt;i&lt;/sub&gt;, запрос — x:&lt;/p&gt;&lt;p&gt;f(x) = Σ&lt;sub&gt;i&lt;/sub&gt; α(x, x&lt;sub&gt;i&lt;/sub&gt;) y&lt;sub&gt;i&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;α(x, x&lt;sub&gt;i&lt;/sub&gt;) = exp(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²) / Σ&lt;sub&gt;j&lt;/sub&gt; exp(−(x − x&lt;sub&gt;j&lt;/sub&gt;)²/2σ²)&lt;br&gt;= softmax&lt;sub&gt;i&lt;/sub&gt;(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²)&lt;/p&gt;&lt;p&gt;Каждая строка тепловой карты — веса одного запроса; их сумма равна 1. σ → ∞ даёт среднее всех y&lt;sub&gt;i&lt;/sub&gt;, σ → 0 — ближайшую точку.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Параметрическое:&lt;/b&gt; α = softmax&lt;sub&gt;i&lt;/sub&gt;(−((x − x&lt;sub&gt;i&lt;/sub&gt;)·w)²/2), то же ядро с σ = 1/w, но w обучается: минимизируем&lt;br&gt;L(w) = (1/n) Σ&lt;sub&gt;i&lt;/sub&gt; (f&lt;sub&gt;−i&lt;/sub&gt;(x&lt;sub&gt;i&lt;/sub&gt;) − y&lt;sub&gt;i&lt;/sub&gt;)²,&lt;br&gt;каждая обучающая точка предсказывается по остальным (leave one out).&lt;/p&gt;&lt;p&gt;Данные: y = 2 sin x + x&lt;sup&gt;0.8&lt;/sup&gt; + ε, ε ~ N(0, %1&lt;sup&gt;2&lt;/sup&gt;), x&lt;sub&gt;i&lt;/sub&gt; упорядочены в [0, 5].&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::PoolingFigure</name>
    <message>
        <location filename="../../ui/lectures/pooling/poolingfigure.cpp" line="+28"/>
        <source>α with w = %1 (as σ: w = 1/σ)</source>
        <translation>α при w = %1 (как σ: w = 1/σ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α with w = %1 (sharper: w &gt; 1/σ)</source>
        <translation>α при w = %1 (острее: w &gt; 1/σ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α with w = %1 (wider: w &lt; 1/σ)</source>
        <translation>α при w = %1 (шире: w &lt; 1/σ)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>f(x) = Σ α(x, xᵢ) yᵢ with σ = %1</source>
        <translation>f(x) = Σ α(x, xᵢ) yᵢ при σ = %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and w = %1</source>
        <translation> и w = %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> (fitted)</source>
        <translation> (подобрано)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>w (σ = 1/w)</source>
        <translation>w (σ = 1/w)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+7"/>
        <source>L(w)</source>
        <translation>L(w)</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Leave-one-out L(w)</source>
        <translation>Leave-one-out L(w)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>σ = %1</source>
        <translation>σ = %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>w = %1</source>
        <translation>w = %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+6"/>
        <source>key xᵢ</source>
        <translation>ключ xᵢ</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>α with σ = %1</source>
        <translation>α при σ = %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>α with w = %1</source>
        <translation>α при w = %1</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>samples</source>
        <translation>точки выборки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true f(x)</source>
        <translation>истинная f(x)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimate σ = %1</source>
        <translation>оценка σ = %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>estimate w = %1%2</source>
        <translation>оценка w = %1%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave-one-out L(w): min %1</source>
        <translation>Leave-one-out L(w): мин. %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>best w = %1, L = %2</source>
        <translation>лучшее w = %1, L = %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>query</source>
        <translation>запрос</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>weight α</source>
        <translation>вес α</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α with σ = %1 (rows sum to 1)</source>
        <translation>α при σ = %1 (Σ строки = 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>query x</source>
        <translation>запрос x</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionalDocument</name>
    <message numerus="yes">
        <location filename="../../ui/positional/positionaldocument.cpp" line="+99"/>
        <source>n must be from 1 to %n positions, not %1.</source>
        <translation>
            <numerusform>n должно быть от 1 до %n позиции, а не %1.</numerusform>
            <numerusform>n должно быть от 1 до %n позиций, а не %1.</numerusform>
            <numerusform>n должно быть от 1 до %n позиций, а не %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d must be from 2 to %1, not %2.</source>
        <translation>d должно быть от 2 до %1, а не %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d = %1 is odd: the rotation needs (sin, cos) pairs and the last sine column would have no partner. Choose an even d.</source>
        <translation>d = %1 нечётно: повороту нужны пары (sin, cos), и у последнего столбца синуса не было бы пары. Выберите чётное d.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the base must be a number above 1 (and at most 1e12), not %1.</source>
        <translation>основание должно быть числом больше 1 (и не более 1e12), а не %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pair j must be from 0 to %1 (d/2 - 1 for d = %2), not %3.</source>
        <translation>пара j должна быть от 0 до %1 (d/2 - 1 при d = %2), а не %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>position i must be from 0 to %1 (n - 1), not %2.</source>
        <translation>позиция i должна быть от 0 до %1 (n - 1), а не %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>i + delta = %1 + %2 = %3 is beyond the %4 positions 0 .. %5.</source>
        <translation>i + delta = %1 + %2 = %3 выходит за %4 позиций 0 .. %5.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>choose 1 to %n dimensions for the curves.</source>
        <translation>
            <numerusform>выберите от 1 до %n измерения для кривых.</numerusform>
            <numerusform>выберите от 1 до %n измерений для кривых.</numerusform>
            <numerusform>выберите от 1 до %n измерений для кривых.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dimension %1 does not exist: columns are 0 to %2.</source>
        <translation>измерения %1 нет: столбцы от 0 до %2.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>could not compute the encoding: %1</source>
        <translation>не удалось вычислить кодирование: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>could not compute the rotary scores: %1</source>
        <translation>не удалось вычислить вращающие оценки: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionalFormulas</name>
    <message>
        <location filename="../../ui/positional/peformulas.cpp" line="+50"/>
        <source>&lt;p&gt;P&lt;sub&gt;i,2j&lt;/sub&gt; = sin(i·ω&lt;sub&gt;j&lt;/sub&gt;)&lt;br&gt;P&lt;sub&gt;i,2j+1&lt;/sub&gt; = cos(i·ω&lt;sub&gt;j&lt;/sub&gt;)&lt;br&gt;ω&lt;sub&gt;j&lt;/sub&gt; = 1 / %1&lt;sup&gt;2j/d&lt;/sup&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;P&lt;sub&gt;i,2j&lt;/sub&gt; = sin(i·ω&lt;sub&gt;j&lt;/sub&gt;)&lt;br&gt;P&lt;sub&gt;i,2j+1&lt;/sub&gt; = cos(i·ω&lt;sub&gt;j&lt;/sub&gt;)&lt;br&gt;ω&lt;sub&gt;j&lt;/sub&gt; = 1 / %1&lt;sup&gt;2j/d&lt;/sup&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The model&apos;s input is X + P: row i of P is added to the embedding of the i-th token.&lt;/p&gt;&lt;p&gt;An odd d ends with a sine column whose cosine partner is missing; the rotation panels need even d.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Вход модели — X + P: строка i матрицы P прибавляется к эмбеддингу i-го токена.&lt;/p&gt;&lt;p&gt;При нечётном d последний столбец — синус без парного косинуса; панелям поворота нужно чётное d.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;Wavelength of pair j: λ&lt;sub&gt;j&lt;/sub&gt; = 2π/ω&lt;sub&gt;j&lt;/sub&gt; = 2π·%1&lt;sup&gt;2j/d&lt;/sup&gt;, from 2π (j = 0) towards 2π·%1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Длина волны пары j: λ&lt;sub&gt;j&lt;/sub&gt; = 2π/ω&lt;sub&gt;j&lt;/sub&gt; = 2π·%1&lt;sup&gt;2j/d&lt;/sup&gt;, от 2π (j = 0) до 2π·%1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Bit b of i flips every 2&lt;sup&gt;b&lt;/sup&gt; positions: the lowest bit fastest, higher bits ever more slowly.&lt;/p&gt;&lt;p&gt;Column 2j of P repeats every 2π/ω&lt;sub&gt;j&lt;/sub&gt; positions: the same ladder of frequencies, but smooth, bounded and in floating point.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Бит b числа i меняется каждые 2&lt;sup&gt;b&lt;/sup&gt; позиций: младший бит — быстрее всех, старшие — всё медленнее.&lt;/p&gt;&lt;p&gt;Столбец 2j матрицы P повторяется каждые 2π/ω&lt;sub&gt;j&lt;/sub&gt; позиций: та же лестница частот, но гладкая, ограниченная и в числах с плавающей точкой.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;For every pair j and offset δ:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Для каждой пары j и сдвига δ:&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;since sin(a+b) = sin a cos b + cos a sin b and cos(a+b) = cos a cos b − sin a sin b. The matrix contains δ and ω&lt;sub&gt;j&lt;/sub&gt; but not i: one linear map moves every position by δ.&lt;/p&gt;</source>
        <translation>&lt;p&gt;так как sin(a+b) = sin a cos b + cos a sin b и cos(a+b) = cos a cos b − sin a sin b. Матрица содержит δ и ω&lt;sub&gt;j&lt;/sub&gt;, но не i: одно линейное отображение сдвигает любую позицию на δ.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; sin(iω)sin(jω) + cos(iω)cos(jω) = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; cos((i − j)·ω&lt;sub&gt;j&apos;&lt;/sub&gt;): a function of i − j only.&lt;/p&gt;&lt;p&gt;With P added to the embeddings, a score contains it:&lt;br&gt;(x&lt;sub&gt;i&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;)·(x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;j&lt;/sub&gt;) = x&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + x&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt;, whose last term favours nearby positions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; sin(iω)sin(jω) + cos(iω)cos(jω) = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; cos((i − j)·ω&lt;sub&gt;j&apos;&lt;/sub&gt;): функция только от i − j.&lt;/p&gt;&lt;p&gt;Когда P прибавлена к эмбеддингам, оценка её содержит:&lt;br&gt;(x&lt;sub&gt;i&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;)·(x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;j&lt;/sub&gt;) = x&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + x&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt;, и последнее слагаемое благоприятствует близким позициям.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Rotary encoding turns each pair (2j, 2j+1) of q and k by its position times ω&lt;sub&gt;j&lt;/sub&gt;: q̃&lt;sub&gt;i&lt;/sub&gt; = R&lt;sub&gt;i&lt;/sub&gt; q, k̃&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j&lt;/sub&gt; k.&lt;/p&gt;&lt;p&gt;Rotations compose, R&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt; R&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j−i&lt;/sub&gt;, so q̃&lt;sub&gt;i&lt;/sub&gt;·k̃&lt;sub&gt;j&lt;/sub&gt; = q·R&lt;sub&gt;j−i&lt;/sub&gt; k depends on j − i only: attention sees relative position without adding anything to the embeddings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Поворотное кодирование поворачивает каждую пару (2j, 2j+1) векторов q и k на позицию, умноженную на ω&lt;sub&gt;j&lt;/sub&gt;: q̃&lt;sub&gt;i&lt;/sub&gt; = R&lt;sub&gt;i&lt;/sub&gt; q, k̃&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j&lt;/sub&gt; k.&lt;/p&gt;&lt;p&gt;Повороты композируются, R&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt; R&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j−i&lt;/sub&gt;, поэтому q̃&lt;sub&gt;i&lt;/sub&gt;·k̃&lt;sub&gt;j&lt;/sub&gt; = q·R&lt;sub&gt;j−i&lt;/sub&gt; k зависит только от j − i: внимание видит относительную позицию, ничего не прибавляя к эмбеддингам.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;&lt;b&gt;M(δ) for δ = %1, pair j = %2&lt;/b&gt;&lt;br&gt;δ·ω&lt;sub&gt;j&lt;/sub&gt; = %3 rad&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;M(δ) для δ = %1, пара j = %2&lt;/b&gt;&lt;br&gt;δ·ω&lt;sub&gt;j&lt;/sub&gt; = %3 рад&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;M(δ)·p&lt;sub&gt;%1&lt;/sub&gt; vs p&lt;sub&gt;%2&lt;/sub&gt; = (%3, %4)&lt;/p&gt;</source>
        <translation>&lt;p&gt;M(δ)·p&lt;sub&gt;%1&lt;/sub&gt; и p&lt;sub&gt;%2&lt;/sub&gt; = (%3, %4)&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;At i = %1: |M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = %2&lt;br&gt;&lt;b&gt;Every i, every pair:&lt;/b&gt; max&lt;sub&gt;i&lt;/sub&gt; |M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;over %4 positions × %5 pairs (float32 P)&lt;/p&gt;</source>
        <translation>&lt;p&gt;При i = %1: |M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = %2&lt;br&gt;&lt;b&gt;Все i, все пары:&lt;/b&gt; max&lt;sub&gt;i&lt;/sub&gt; |M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;по %4 позициям × %5 парам (float32 P)&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionalPage</name>
    <message>
        <location filename="../../ui/positional/positionallesson.cpp" line="+55"/>
        <source>the positional tab has no view “%1” (known: %2)</source>
        <translation>на позиционной вкладке нет вида «%1» (известны: %2)</translation>
    </message>
    <message>
        <location filename="../../ui/positional/positionalpage.cpp" line="+30"/>
        <source>Encoding matrix</source>
        <translation>Матрица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Curves</source>
        <translation>Кривые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binary analogy</source>
        <translation>Двоичный код</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation</source>
        <translation>Поворот</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relative similarity</source>
        <translation>Сходство</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Not applied: %1 The panels still show the previous values.</source>
        <translation>Не применено: %1 Панели показывают прежние значения.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Number of positions n</source>
        <translation>Число позиций n</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Encoding dimension d (even)</source>
        <translation>Размерность кодирования d (чётная)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ω_j = base^(−2j/d); 10000 in the Transformer</source>
        <translation>ω_j = base^(−2j/d); 10000 в Трансформере</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The frequency pair j shown on the circle</source>
        <translation>Пара частот j, показанная на окружности</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Columns of P drawn as curves, e.g. 6 7 8 9</source>
        <translation>Столбцы P, рисуемые кривыми, напр. 6 7 8 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;n positions:</source>
        <translation>&amp;n позиций:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;d dimensions:</source>
        <translation>&amp;d измерений:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;base:</source>
        <translation>&amp;основание:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pair &amp;j:</source>
        <translation>пара &amp;j:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position &amp;i:</source>
        <translation>позиция &amp;i:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offset &amp;δ:</source>
        <translation>сдвиг &amp;δ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;curves:</source>
        <translation>&amp;кривые:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animate δ</source>
        <translation>&amp;Анимировать δ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sweep δ up step by step: the rotated point always lands on p_i+δ</source>
        <translation>Увеличивать δ шаг за шагом: повёрнутая точка всегда попадает на p_i+δ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another &amp;i: same matrix</source>
        <translation>Другое &amp;i: та же матрица</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move i; M(δ) does not change and still maps p_i onto p_i+δ</source>
        <translation>Сдвинуть i; M(δ) не меняется и по-прежнему переводит p_i в p_i+δ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RoPE: seeded q and k again</source>
        <translation>RoPE: снова q и k из зерна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The RoPE panel shows a language model&apos;s head; go back to the seeded vectors and this tab&apos;s base and d</source>
        <translation>Панель RoPE показывает голову языковой модели; вернуться к векторам из зерна и к base и d этой вкладки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Positions in &amp;models…</source>
        <translation>Позиции в &amp;моделях…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same prompt through models of different families: how each layer&apos;s attention falls off with distance</source>
        <translation>Один и тот же текст через модели разных семейств: как внимание каждого слоя спадает с расстоянием</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Positions in models — AttentionLab</source>
        <translation>Позиции в моделях — AttentionLab</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Only one position has a partner δ = %1 away; make n larger.</source>
        <translation>Лишь у одной позиции есть пара на расстоянии δ = %1; увеличьте n.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>i moved from %1 to %2: M(δ) is %3, and it still maps p_i onto p_i+δ (difference %4).</source>
        <translation>i сдвинуто с %1 на %2: M(δ) — %3, и она по-прежнему переводит p_i в p_i+δ (разница %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exactly the same matrix</source>
        <translation>ровно та же матрица</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a different matrix</source>
        <translation>другая матрица</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>|M(δ) p_i − p_(i+δ)|</source>
        <translation>|M(δ) p_i − p_(i+δ)|</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at i</source>
        <translation>при i</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>every i</source>
        <translation>по всем i</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresentControls</name>
    <message>
        <location filename="../../ui/lessons/presentcontrols.cpp" line="+29"/>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Previous (Left, PageUp)</source>
        <translation>Назад (Влево, PageUp)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next ▶</source>
        <translation>Далее ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next (Right, PageDown)</source>
        <translation>Далее (Вправо, PageDown)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the view&apos;s settings beside the figure</source>
        <translation>Показать настройки вида рядом с рисунком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Screen ▾</source>
        <translation>Экран ▾</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Present on another screen</source>
        <translation>Показ на другом экране</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✕ Exit</source>
        <translation>✕ Выход</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave Present mode (Esc)</source>
        <translation>Выйти из режима показа (Esc)</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresentWindow</name>
    <message>
        <location filename="../../ui/lessons/presentwindow.cpp" line="+39"/>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>This lesson has no steps.</source>
        <translation>В этом уроке нет шагов.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>This step cannot be shown: %1</source>
        <translation>Этот шаг нельзя показать: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · %1/%2</source>
        <translation> · %1/%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>go to %1</source>
        <translation>перейти к %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresenterView</name>
    <message>
        <location filename="../../ui/lessons/presenterview.cpp" line="+38"/>
        <source>Presenter view — %1</source>
        <translation>Вид докладчика — %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Step %1 of %2: %3</source>
        <translation>Шаг %1 из %2: %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next: build %1 of %2 of this step</source>
        <translation>Далее: этап %1 из %2 этого шага</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: %1</source>
        <translation>Далее: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next: the end of the lesson</source>
        <translation>Далее: конец урока</translation>
    </message>
</context>
<context>
    <name>attn::ui::RanDemo</name>
    <message>
        <location filename="../../ui/lectures/ran/randemo.cpp" line="+37"/>
        <source>Sequence length n</source>
        <translation>Длина последовательности n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window size w</source>
        <translation>Размер окна w</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed of the token vectors and projections</source>
        <translation>Зерно генератора векторов токенов и проекций</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;n tokens:</source>
        <translation>&amp;n токенов:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;w window:</source>
        <translation>&amp;w окно:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>&amp;зерно:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&lt;p&gt;&lt;b&gt;Recurrent attention over windows&lt;/b&gt; (after RAN, the Recurrent Attention Network)&lt;/p&gt;&lt;p&gt;The text is read window by window, w tokens at a time. Inside window m every token attends to the tokens of its own window and to one &lt;b&gt;carried global vector&lt;/b&gt; g&lt;sub&gt;m&lt;/sub&gt;, put in front of the window&apos;s keys and values:&lt;/p&gt;&lt;p&gt;K = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;K&lt;/sub&gt;, V = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;V&lt;/sub&gt;, Q = X&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;&lt;br&gt;O&lt;sub&gt;m&lt;/sub&gt; = softmax(QKᵀ/√d) V&lt;br&gt;g&lt;sub&gt;m+1&lt;/sub&gt; = mean of the rows of O&lt;sub&gt;m&lt;/sub&gt;, g&lt;sub&gt;0&lt;/sub&gt; = 0&lt;/p&gt;&lt;p&gt;Each row of the matrix sums to 1 over its window&apos;s orange blocks; every other weight is exactly 0. Earlier windows reach a token only through g: the weights cost n·(w+1) = %1 entries instead of n² = %2, and the path from the first window to the last runs through %8 carried vectors.&lt;/p&gt;&lt;p&gt;Here: n = %4 tokens, w = %5, %3 windows, d = %6, seed %7. Hover a cell for its weight.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Рекуррентное внимание по окнам&lt;/b&gt; (по мотивам RAN, Recurrent Attention Network)&lt;/p&gt;&lt;p&gt;Текст читается окно за окном, по w токенов. Внутри окна m каждый токен внимает токенам своего окна и одному &lt;b&gt;переносимому глобальному вектору&lt;/b&gt; g&lt;sub&gt;m&lt;/sub&gt;, поставленному перед ключами и значениями окна:&lt;/p&gt;&lt;p&gt;K = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;K&lt;/sub&gt;, V = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;V&lt;/sub&gt;, Q = X&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;&lt;br&gt;O&lt;sub&gt;m&lt;/sub&gt; = softmax(QKᵀ/√d) V&lt;br&gt;g&lt;sub&gt;m+1&lt;/sub&gt; = среднее строк O&lt;sub&gt;m&lt;/sub&gt;, g&lt;sub&gt;0&lt;/sub&gt; = 0&lt;/p&gt;&lt;p&gt;Каждая строка матрицы в сумме даёт 1 по оранжевым блокам своего окна; все прочие веса ровно 0. Ранние окна достигают токена только через g: веса занимают n·(w+1) = %1 элементов вместо n² = %2, а путь от первого окна к последнему проходит через %8 переносимых векторов.&lt;/p&gt;&lt;p&gt;Здесь: n = %4 токенов, w = %5, окон %3, d = %6, зерно %7. Наведите на клетку, чтобы увидеть её вес.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::RanFigure</name>
    <message>
        <location filename="../../ui/lectures/ran/ranfigure.cpp" line="+19"/>
        <source>the recurrent attention network reads a long text window by window and carries one global vector from each window to the next</source>
        <translation>рекуррентная сеть внимания читает длинный текст окно за окном и переносит один глобальный вектор из каждого окна в следующее</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>attention weight</source>
        <translation>вес внимания</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Attention over windows: n = %1, w = %2, %n windows (orange: a window&apos;s block)</source>
        <translation>
            <numerusform>Внимание по окнам: n = %1, w = %2, %n окно (оранжевым — блок окна)</numerusform>
            <numerusform>Внимание по окнам: n = %1, w = %2, %n окна (оранжевым — блок окна)</numerusform>
            <numerusform>Внимание по окнам: n = %1, w = %2, %n окон (оранжевым — блок окна)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>carried global slots g, then tokens (keys and values)</source>
        <translation>слоты g, затем токены (ключи и значения)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token (query)</source>
        <translation>токен (запрос)</translation>
    </message>
</context>
<context>
    <name>attn::ui::RopeFigure</name>
    <message>
        <location filename="../../ui/positional/similarityfigures.cpp" line="+114"/>
        <source>RoPE: (R_i q) · (R_j k),
same q, k at every position</source>
        <translation>RoPE: (R_i q) · (R_j k),
одни и те же q, k в каждой позиции</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(R_i q) · (R_j k),
%1</source>
        <translation>(R_i q) · (R_j k),
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key position j</source>
        <translation>позиция ключа j</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>query position i</source>
        <translation>позиция запроса i</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+5"/>
        <source>score</source>
        <translation>оценка</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>query position</source>
        <translation>позиция запроса</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>key position</source>
        <translation>позиция ключа</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores by j − i:
one curve (spread %1)</source>
        <translation>Оценки по j − i:
одна кривая (разброс %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offset j − i</source>
        <translation>сдвиг j − i</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>score at offset j − i</source>
        <translation>оценка при сдвиге j − i</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>mean score at offset j − i</source>
        <translation>средняя оценка при сдвиге j − i</translation>
    </message>
</context>
<context>
    <name>attn::ui::RotaryFigure</name>
    <message>
        <location filename="../../ui/model/rotaryfigure.cpp" line="+27"/>
        <source>This layer has no rotary positions: open a rotary model (Llama, Qwen, Mistral, Gemma, Phi-3, OLMo 2, Pythia). GPT-2 learns its positions, BERT adds them to the tokens and SmolLM3 leaves them out of every fourth layer.</source>
        <translation>В этом слое нет вращающих позиций: откройте модель с вращающими позициями (Llama, Qwen, Mistral, Gemma, Phi-3, OLMo 2, Pythia). GPT-2 выучивает позиции, BERT прибавляет их к токенам, а SmolLM3 убирает их из каждого четвёртого слоя.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Layer %1, head %2: query ‘%3’ and key ‘%4’ placed at every offset j − i</source>
        <translation>Слой %1, голова %2: запрос ‘%3’ и ключ ‘%4’ на каждом смещении j − i</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>offset j − i (key position − query position)</source>
        <translation>смещение j − i (позиция ключа − позиция запроса)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled score q · k / √d</source>
        <translation>масштабированная оценка q · k / √d</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>with the rotation, as the head computes it</source>
        <translation>с поворотом, как считает голова</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>without the rotation</source>
        <translation>без поворота</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the pair in the text (offset %1)</source>
        <translation>пара в тексте (смещение %1)</translation>
    </message>
</context>
<context>
    <name>attn::ui::RotationFigure</name>
    <message>
        <location filename="../../ui/positional/rotationreadout.cpp" line="+48"/>
        <source>M(δ) for δ = %1, j = %2</source>
        <translation>M(δ) для δ = %1, j = %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>δ·ω = %1 × %2 = %3 rad</source>
        <translation>δ·ω = %1 × %2 = %3 рад</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+3"/>
        <source>p_%1 = %2</source>
        <translation>p_%1 = %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>M(δ)·p_%1 = %2</source>
        <translation>M(δ)·p_%1 = %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>difference: %1</source>
        <translation>разница: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same M(δ) for every i:</source>
        <translation>Одна M(δ) для всех i:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_i |M(δ)·p_i − p_i+δ|</source>
        <translation>max_i |M(δ)·p_i − p_i+δ|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over %1 positions × %2 pairs</source>
        <translation>по %1 позициям × %2 парам</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/positional/rotationfigure.cpp" line="+34"/>
        <source> (%n whole turns)</source>
        <translation>
            <numerusform> (%n полный оборот)</numerusform>
            <numerusform> (%n полных оборота)</numerusform>
            <numerusform> (%n полных оборотов)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Pair j = %1, ω = %2:
M(δ) turns p_i onto p_i+δ</source>
        <translation>Пара j = %1, ω = %2:
M(δ) поворачивает p_i в p_i+δ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p[i, %1] = sin(i·ω)</source>
        <translation>p[i, %1] = sin(i·ω)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p[i, %1] = cos(i·ω)</source>
        <translation>p[i, %1] = cos(i·ω)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>p_0 … p_%1</source>
        <translation>p_0 … p_%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the turn δ·ω</source>
        <translation>поворот δ·ω</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>δ·ω = %1 rad%2</source>
        <translation>δ·ω = %1 рад%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>p_%1</source>
        <translation>p_%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>p_%1, the true point</source>
        <translation>p_%1, истинная точка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>M(δ)·p_%1, rotated</source>
        <translation>M(δ)·p_%1, повёрнутая</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>i = %1</source>
        <translation>i = %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>i+δ = %1</source>
        <translation>i+δ = %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each pair turns by δ·ωⱼ:
fast far, slow barely</source>
        <translation>Каждая пара поворачивается на δ·ωⱼ:
быстрые далеко, медленные едва</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>j=%1: %2 rad</source>
        <translation>j=%1: %2 рад</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScoreBuildFigure</name>
    <message>
        <location filename="../../ui/model/scorebuildfigure.cpp" line="+52"/>
        <source>Layer %1, head %2: query ‘%3’ times each key, element by element</source>
        <translation>Слой %1, голова %2: запрос «%3», умноженный на каждый ключ поэлементно</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dimension</source>
        <translation>измерение</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>product</source>
        <translation>произведение</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Summed, ×%1: score → softmax</source>
        <translation>Сумма, ×%1: оценка → softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weight</source>
        <translation>вес</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>key %1 ‘%2’: masked, weight 0</source>
        <translation>ключ %1 «%2»: замаскирован, вес 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key %1 ‘%2’: q·k %3, score %4, weight %5</source>
        <translation>ключ %1 «%2»: q·k %3, оценка %4, вес %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>key %1 ‘%2’, dimension %3: q %4 × k %5 = %6</source>
        <translation>ключ %1 «%2», измерение %3: q %4 × k %5 = %6</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScoresDemo</name>
    <message>
        <location filename="../../ui/lectures/scores/scoresdemo.cpp" line="+153"/>
        <source>Number of queries T_q</source>
        <translation>Число запросов T_q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of keys T_k</source>
        <translation>Число ключей T_k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size of each query d_q</source>
        <translation>Размер каждого запроса d_q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size of each key d_k</source>
        <translation>Размер каждого ключа d_k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hidden size h of the additive score</source>
        <translation>Скрытый размер h аддитивной оценки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed of q, k, W, W_q, W_k and w</source>
        <translation>Зерно генератора для q, k, W, W_q, W_k и w</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scores</source>
        <translation>оценки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>softmax weights</source>
        <translation>веса softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;queries T_q:</source>
        <translation>&amp;запросы T_q:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;keys T_k:</source>
        <translation>&amp;ключи T_k:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>query size d_&amp;q:</source>
        <translation>размер запроса d_&amp;q:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key size d_&amp;k:</source>
        <translation>размер ключа d_&amp;k:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>additive &amp;hidden h:</source>
        <translation>аддитивное &amp;скрытое h:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>&amp;зерно:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;show:</source>
        <translation>&amp;показать:</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>&lt;p&gt;Scores from %1 to %2 on one colour scale.%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;Оценки от %1 до %2 на одной цветовой шкале.%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;br&gt;&lt;b&gt;d&lt;sub&gt;q&lt;/sub&gt; = %1 ≠ d&lt;sub&gt;k&lt;/sub&gt; = %2:&lt;/b&gt; q·k is not defined, so the dot panels show no numbers.</source>
        <translation>&lt;br&gt;&lt;b&gt;d&lt;sub&gt;q&lt;/sub&gt; = %1 ≠ d&lt;sub&gt;k&lt;/sub&gt; = %2:&lt;/b&gt; q·k не определено, поэтому панели скалярного произведения не показывают чисел.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A score a(q, k) says how well key k matches query q; softmax over the keys turns a row of scores into weights.&lt;/p&gt;&lt;p&gt;&lt;b&gt;dot&lt;/b&gt;: a = q·k = Σ&lt;sub&gt;i&lt;/sub&gt; q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; — needs d&lt;sub&gt;q&lt;/sub&gt; = d&lt;sub&gt;k&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;scaled dot&lt;/b&gt;: a = q·k / √d — the same, kept at variance 1 for unit-variance components.&lt;/p&gt;&lt;p&gt;&lt;b&gt;bilinear&lt;/b&gt;: a = qᵀ W k, W: (d&lt;sub&gt;q&lt;/sub&gt;, d&lt;sub&gt;k&lt;/sub&gt;) learned — any sizes; W = I gives the dot product.&lt;/p&gt;&lt;p&gt;&lt;b&gt;additive&lt;/b&gt; (Bahdanau): a = wᵀ tanh(W&lt;sub&gt;q&lt;/sub&gt; q + W&lt;sub&gt;k&lt;/sub&gt; k), W&lt;sub&gt;q&lt;/sub&gt;: (h, d&lt;sub&gt;q&lt;/sub&gt;), W&lt;sub&gt;k&lt;/sub&gt;: (h, d&lt;sub&gt;k&lt;/sub&gt;), w: (h) — any sizes; bounded by Σ|w&lt;sub&gt;i&lt;/sub&gt;|.&lt;/p&gt;&lt;p&gt;q, k ~ N(0, 1); W, W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;, w random with variance 1/fan-in, from the seed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Оценка a(q, k) показывает, насколько ключ k подходит запросу q; softmax по ключам превращает строку оценок в веса.&lt;/p&gt;&lt;p&gt;&lt;b&gt;скалярное&lt;/b&gt;: a = q·k = Σ&lt;sub&gt;i&lt;/sub&gt; q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; — нужно d&lt;sub&gt;q&lt;/sub&gt; = d&lt;sub&gt;k&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;масштабированное скалярное&lt;/b&gt;: a = q·k / √d — то же, но с дисперсией 1 при компонентах единичной дисперсии.&lt;/p&gt;&lt;p&gt;&lt;b&gt;билинейное&lt;/b&gt;: a = qᵀ W k, W: (d&lt;sub&gt;q&lt;/sub&gt;, d&lt;sub&gt;k&lt;/sub&gt;) обучается — любые размеры; W = I даёт скалярное произведение.&lt;/p&gt;&lt;p&gt;&lt;b&gt;аддитивное&lt;/b&gt; (Bahdanau): a = wᵀ tanh(W&lt;sub&gt;q&lt;/sub&gt; q + W&lt;sub&gt;k&lt;/sub&gt; k), W&lt;sub&gt;q&lt;/sub&gt;: (h, d&lt;sub&gt;q&lt;/sub&gt;), W&lt;sub&gt;k&lt;/sub&gt;: (h, d&lt;sub&gt;k&lt;/sub&gt;), w: (h) — любые размеры; ограничено Σ|w&lt;sub&gt;i&lt;/sub&gt;|.&lt;/p&gt;&lt;p&gt;q, k ~ N(0, 1); W, W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;, w случайны с дисперсией 1/fan-in, из зерна.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScoresFigure</name>
    <message>
        <location line="-201"/>
        <source>dot: q·k</source>
        <translation>скалярное: q·k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scaled dot: q·k/√d</source>
        <translation>масштаб. скалярное: q·k/√d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bilinear: qᵀW k</source>
        <translation>билинейное: qᵀW k</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>additive:
wᵀ tanh(W_q q + W_k k)</source>
        <translation>аддитивное:
wᵀ tanh(W_q q + W_k k)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>softmax weight (each row sums to 1)</source>
        <translation>вес softmax (сумма строки = 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score (one scale for all four)</source>
        <translation>оценка (одна шкала на все четыре)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>weight</source>
        <translation>вес</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>score</source>
        <translation>оценка</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+53"/>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>not defined:
%1</source>
        <translation>не определено:
%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>q: %1 queries of size d_q = %2, k: %3 keys of size d_k = %4.</source>
        <translation>q: запросов — %1, размер d_q = %2; k: ключей — %3, размер d_k = %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dot and scaled dot need d_q = d_k; bilinear (W: %1×%2) and additive (W_q: %3×%1, W_k: %3×%2) do not.</source>
        <translation>Скалярному и масштабированному скалярному нужно d_q = d_k; билинейному (W: %1×%2) и аддитивному (W_q: %3×%1, W_k: %3×%2) — нет.</translation>
    </message>
</context>
<context>
    <name>attn::ui::Seq2seqDemo</name>
    <message>
        <location filename="../../ui/lectures/seq2seq/seq2seqdemo.cpp" line="+22"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Далее ▶</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An English sentence for the sample Bahdanau translator; press Enter</source>
        <translation>Английское предложение для примера-переводчика Bahdanau; нажмите Enter</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;English:</source>
        <translation>&amp;Английский:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step:</source>
        <translation>&amp;Шаг:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Encoder&lt;/b&gt;: a bidirectional GRU reads the source; h&lt;sub&gt;j&lt;/sub&gt; is its state at word j (keys and values).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score&lt;/b&gt; of each source word for decoder step t, with the previous decoder state s&lt;sub&gt;t−1&lt;/sub&gt; as the query:&lt;br&gt;&amp;nbsp;&amp;nbsp;e&lt;sub&gt;tj&lt;/sub&gt; = v&lt;sup&gt;T&lt;/sup&gt; tanh(W s&lt;sub&gt;t−1&lt;/sub&gt; + U h&lt;sub&gt;j&lt;/sub&gt;)&lt;/p&gt;&lt;p&gt;&lt;b&gt;Weights&lt;/b&gt;: α&lt;sub&gt;tj&lt;/sub&gt; = exp(e&lt;sub&gt;tj&lt;/sub&gt;) / Σ&lt;sub&gt;k&lt;/sub&gt; exp(e&lt;sub&gt;tk&lt;/sub&gt;) &amp;nbsp;(softmax over the source words)&lt;/p&gt;&lt;p&gt;&lt;b&gt;Context&lt;/b&gt;: c&lt;sub&gt;t&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;tj&lt;/sub&gt; h&lt;sub&gt;j&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Decoder&lt;/b&gt;: s&lt;sub&gt;t&lt;/sub&gt; = GRU(s&lt;sub&gt;t−1&lt;/sub&gt;, [y&lt;sub&gt;t−1&lt;/sub&gt;; c&lt;sub&gt;t&lt;/sub&gt;]) writes word y&lt;sub&gt;t&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;A new context is read at every step, so the decoder can look at “Area” first when it writes “zone”.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Кодер&lt;/b&gt;: двунаправленный GRU читает исходный текст; h&lt;sub&gt;j&lt;/sub&gt; — его состояние на слове j (ключи и значения).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Оценка&lt;/b&gt; каждого исходного слова для шага декодера t, запрос — предыдущее состояние декодера s&lt;sub&gt;t−1&lt;/sub&gt;:&lt;br&gt;&amp;nbsp;&amp;nbsp;e&lt;sub&gt;tj&lt;/sub&gt; = v&lt;sup&gt;T&lt;/sup&gt; tanh(W s&lt;sub&gt;t−1&lt;/sub&gt; + U h&lt;sub&gt;j&lt;/sub&gt;)&lt;/p&gt;&lt;p&gt;&lt;b&gt;Веса&lt;/b&gt;: α&lt;sub&gt;tj&lt;/sub&gt; = exp(e&lt;sub&gt;tj&lt;/sub&gt;) / Σ&lt;sub&gt;k&lt;/sub&gt; exp(e&lt;sub&gt;tk&lt;/sub&gt;) &amp;nbsp;(softmax по исходным словам)&lt;/p&gt;&lt;p&gt;&lt;b&gt;Контекст&lt;/b&gt;: c&lt;sub&gt;t&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;tj&lt;/sub&gt; h&lt;sub&gt;j&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Декодер&lt;/b&gt;: s&lt;sub&gt;t&lt;/sub&gt; = GRU(s&lt;sub&gt;t−1&lt;/sub&gt;, [y&lt;sub&gt;t−1&lt;/sub&gt;; c&lt;sub&gt;t&lt;/sub&gt;]) пишет слово y&lt;sub&gt;t&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Новый контекст читается на каждом шаге, поэтому декодер может смотреть сначала на «Area», когда пишет «zone».&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Not in the vocabulary, read as &lt;unk&gt;: %1</source>
        <translation>Нет в словаре, читается как &lt;unk&gt;: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not applied: %1</source>
        <translation>Не применено: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The sample Bahdanau translator was not found.</source>
        <translation>Пример-переводчик Bahdanau не найден.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; → &lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Step %3 of %4 writes &lt;b&gt;%5&lt;/b&gt; (p = %6).&lt;/p&gt;&lt;table cellspacing=4&gt;&lt;tr&gt;&lt;th align=left&gt;source word&lt;/th&gt;&lt;th&gt;e&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;th&gt;α&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;/tr&gt;%7&lt;/table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; → &lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Шаг %3 из %4 пишет &lt;b&gt;%5&lt;/b&gt; (p = %6).&lt;/p&gt;&lt;table cellspacing=4&gt;&lt;tr&gt;&lt;th align=left&gt;исходное слово&lt;/th&gt;&lt;th&gt;e&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;th&gt;α&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;/tr&gt;%7&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::Seq2seqFigure</name>
    <message>
        <location filename="../../ui/translator/seq2seqfigure.cpp" line="+89"/>
        <source>Seq2seq with attention</source>
        <translation>Seq2seq с вниманием</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2: s%3 queries every hⱼ; c%4 = Σ αⱼ hⱼ feeds s%4, which writes «%5»</source>
        <translation>Шаг %1 из %2: s%3 запрашивает каждое hⱼ; c%4 = Σ αⱼ hⱼ питает s%4, которое пишет «%5»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This diagram shows a Bahdanau (GRU) translator.</source>
        <translation>Эта схема показывает переводчик Bahdanau (GRU).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample translator sample_models/translator-bahdanau was not found.</source>
        <translation>Пример-переводчик sample_models/translator-bahdanau не найден.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>query s%1</source>
        <translation>запрос s%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>context c%1
= Σⱼ α%1ⱼ hⱼ</source>
        <translation>контекст c%1
= Σⱼ α%1ⱼ hⱼ</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>French yₜ</source>
        <translation>французский yₜ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decoder sₜ</source>
        <translation>декодер sₜ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights αₜⱼ</source>
        <translation>веса αₜⱼ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encoder hⱼ</source>
        <translation>кодер hⱼ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>English</source>
        <translation>английский</translation>
    </message>
</context>
<context>
    <name>attn::ui::SimilarityFigure</name>
    <message>
        <location filename="../../ui/positional/similarityfigures.cpp" line="-116"/>
        <source>p_i · p_j:
equal along diagonals</source>
        <translation>p_i · p_j:
равны вдоль диагоналей</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>position j</source>
        <translation>позиция j</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>position i</source>
        <translation>позиция i</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>similarity p_i · p_j</source>
        <translation>сходство p_i · p_j</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p_i · p_i+k along i:
flat, depends on k only</source>
        <translation>p_i · p_i+k по i:
ровно, зависит только от k</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <source>p_i · p_i+k</source>
        <translation>p_i · p_i+k</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>By offset k = j − i, and the
attention of query i = %1</source>
        <translation>По сдвигу k = j − i и
внимание запроса i = %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offset k = j − i</source>
        <translation>сдвиг k = j − i</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>p_i · p_i+k by offset k</source>
        <translation>p_i · p_i+k по сдвигу k</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>attention weight (right)</source>
        <translation>вес внимания (справа)</translation>
    </message>
</context>
<context>
    <name>attn::ui::SqrtDDemo</name>
    <message>
        <location filename="../../ui/lectures/sqrtd/sqrtddemo.cpp" line="+154"/>
        <source>Size d of q and k</source>
        <translation>Размер d векторов q и k</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairs (q, k) drawn for the histograms</source>
        <translation>Пары (q, k), взятые для гистограмм</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;d:</source>
        <translation>&amp;d:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draws &amp;N:</source>
        <translation>выборок &amp;N:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>&amp;зерно:</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&lt;p&gt;N = %1 draws, d = %2:&lt;br&gt;var(q·k) = &lt;b&gt;%3&lt;/b&gt; (d = %2)&lt;br&gt;var(q·k/√d) = &lt;b&gt;%4&lt;/b&gt; (1)&lt;br&gt;mean largest weight over %5 keys: &lt;b&gt;%6&lt;/b&gt; unscaled, &lt;b&gt;%7&lt;/b&gt; scaled (uniform: %8)&lt;/p&gt;</source>
        <translation>&lt;p&gt;N = %1 выборок, d = %2:&lt;br&gt;var(q·k) = &lt;b&gt;%3&lt;/b&gt; (d = %2)&lt;br&gt;var(q·k/√d) = &lt;b&gt;%4&lt;/b&gt; (1)&lt;br&gt;средний наибольший вес по %5 ключам: &lt;b&gt;%6&lt;/b&gt; без масштаба, &lt;b&gt;%7&lt;/b&gt; с масштабом (равномерно: %8)&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;Let q, k have d independent components with mean 0 and variance 1. Each product q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; has mean 0 and variance E[q&lt;sub&gt;i&lt;/sub&gt;²]E[k&lt;sub&gt;i&lt;/sub&gt;²] = 1, so&lt;/p&gt;&lt;p&gt;Var(q·k) = Σ&lt;sub&gt;i=1..d&lt;/sub&gt; Var(q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt;) = d,&lt;br&gt;Var(q·k/√d) = d/d = 1.&lt;/p&gt;&lt;p&gt;Scores of standard deviation √d push softmax towards the largest score: the weights become nearly one-hot and the gradients through the other keys vanish. Dividing by √d keeps the scores at unit scale for every d:&lt;/p&gt;&lt;p&gt;Attention(Q, K, V) = softmax(QKᵀ/√d) V&lt;/p&gt;</source>
        <translation>&lt;p&gt;Пусть q, k имеют d независимых компонент со средним 0 и дисперсией 1. Каждое произведение q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; имеет среднее 0 и дисперсию E[q&lt;sub&gt;i&lt;/sub&gt;²]E[k&lt;sub&gt;i&lt;/sub&gt;²] = 1, поэтому&lt;/p&gt;&lt;p&gt;Var(q·k) = Σ&lt;sub&gt;i=1..d&lt;/sub&gt; Var(q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt;) = d,&lt;br&gt;Var(q·k/√d) = d/d = 1.&lt;/p&gt;&lt;p&gt;Оценки со стандартным отклонением √d толкают softmax к наибольшей оценке: веса становятся почти one-hot, и градиенты через остальные ключи исчезают. Деление на √d держит оценки в единичном масштабе при любом d:&lt;/p&gt;&lt;p&gt;Attention(Q, K, V) = softmax(QKᵀ/√d) V&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::SqrtDFigure</name>
    <message>
        <location line="-165"/>
        <source>N(0, %1) density</source>
        <translation>плотность N(0, %1)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>q·k, d = %1: variance %2 ≈ d</source>
        <translation>q·k, d = %1: дисперсия %2 ≈ d</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>density</source>
        <translation>плотность</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+18"/>
        <source>q·k</source>
        <translation>q·k</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>q·k/√d: variance %1 ≈ 1</source>
        <translation>q·k/√d: дисперсия %1 ≈ 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+18"/>
        <source>q·k/√d</source>
        <translation>q·k/√d</translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <source>Largest weight: mean over %n keys</source>
        <translation>
            <numerusform>Наибольший вес: среднее по %n ключу</numerusform>
            <numerusform>Наибольший вес: среднее по %n ключам</numerusform>
            <numerusform>Наибольший вес: среднее по %n ключам</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weight</source>
        <translation>вес</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>1/%1</source>
        <translation>1/%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>softmax weight</source>
        <translation>вес softmax</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>softmax(q·k): near one-hot</source>
        <translation>softmax(q·k): почти one-hot</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>query</source>
        <translation>запрос</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>softmax(q·k/√d): spread</source>
        <translation>softmax(q·k/√d): размыто</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepText</name>
    <message>
        <location filename="../../ui/explorer/explorerstepcontent.cpp" line="+26"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="+28"/>
        <source>dimension</source>
        <translation>измерение</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="+1"/>
        <source>dim.</source>
        <comment>dimension, shortened under a narrow matrix</comment>
        <translation>изм.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="+31"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+6"/>
        <source>vector entry</source>
        <translation>элемент вектора</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+8"/>
        <location line="+12"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="-11"/>
        <location line="+11"/>
        <location line="+14"/>
        <location line="+36"/>
        <location line="+22"/>
        <location line="+6"/>
        <source>query</source>
        <translation>запрос</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+9"/>
        <location line="+3"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="-87"/>
        <location line="+2"/>
        <location filename="../../ui/explorer/explorerstepsfigure.cpp" line="-260"/>
        <location line="+2"/>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>score</source>
        <translation>оценка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled score</source>
        <translation>масштаб. оценка</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention weight</source>
        <translation>вес внимания</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output = weights × V</source>
        <translation>выход = веса × V</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>query %1 “%2”, key %3 “%4”</source>
        <translation>запрос %1 «%2», ключ %3 «%4»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Q, K, V: each token&apos;s query, key and value vectors (d = %1). Followed: %2.</source>
        <translation>Q, K, V: векторы запроса, ключа и значения каждого токена (d = %1). Прослеживается: %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scores: score(q_%1, k_%2) = %3</source>
        <translation>Оценки: score(q_%1, k_%2) = %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scale: %1 × %2 = %3 (×1/√d keeps the variance near 1; t = %4)</source>
        <translation>Масштаб: %1 × %2 = %3 (×1/√d держит дисперсию около 1; t = %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scaled</source>
        <translation>масштаб.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>masked</source>
        <translation>с маской</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Mask: blocked pairs become −∞; (%1, %2) is %3</source>
        <translation>Маска: запрещённые пары становятся −∞; (%1, %2) равно %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Softmax along row %1: weight(%2 → %3) = %4; the row sums to 1</source>
        <translation>Softmax по строке %1: вес(%2 → %3) = %4; сумма строки равна 1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Output: row %1 of weights × V mixes the values: out_%1 = Σ_j w_%1j v_j</source>
        <translation>Выход: строка %1 весов × V смешивает значения: out_%1 = Σ_j w_%1j v_j</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="-23"/>
        <source>output dimension</source>
        <translation>выходное измерение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>parameter</source>
        <translation>параметр</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Projections: the custom Q, K and V are used as given; they form one head, with no W^Q, W^K or W^V to show.</source>
        <translation>Проекции: свои Q, K и V используются как заданы; они образуют одну голову, и W^Q, W^K или W^V показывать нечего.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>h_1 = output</source>
        <translation>h_1 = выход</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heads: custom matrices form one head (H = 1); its output h_1 is step 6&apos;s output.</source>
        <translation>Головы: свои матрицы образуют одну голову (H = 1); её выход h_1 — выход шага 6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aggregation: with one head there is nothing to concatenate and no W^O; the output A is h_1.</source>
        <translation>Агрегация: с одной головой нечего конкатенировать и нет W^O; выход A равен h_1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>input entry</source>
        <translation>элемент входа</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E dimension</source>
        <translation>измерение E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E_k dimension</source>
        <translation>измерение E_k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E_v dimension</source>
        <translation>измерение E_v</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projections of head %1 (each of the %2 heads has its own): Q = X·W_%1^Q%3 with X:(N, E) = (%4×%5) and W_%1^Q:(E, E_i) = (%5×%6); W_%1^K:(E_k, E_i) = (%7×%6) gives K, W_%1^V:(E_v, E_h) = (%8×%9) gives V: the Q, K and V of step 1. Row %10 of X becomes q_%10.</source>
        <translation>Проекции головы %1 (у каждой из %2 голов свои): Q = X·W_%1^Q%3, где X:(N, E) = (%4×%5) и W_%1^Q:(E, E_i) = (%5×%6); W_%1^K:(E_k, E_i) = (%7×%6) даёт K, W_%1^V:(E_v, E_h) = (%8×%9) даёт V: это Q, K и V шага 1. Строка %10 матрицы X становится q_%10.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+22"/>
        <source>head output entry</source>
        <translation>элемент выхода головы</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Heads: each of the H = %1 heads attends on its own, h_i = Attn(Q·W_i^Q, K·W_i^K, V·W_i^V):(N, E_h) = (%2×%3). h_%4 is step 6&apos;s output; its row %5 is outlined.</source>
        <translation>Головы: каждая из H = %1 голов вычисляет внимание сама, h_i = Attn(Q·W_i^Q, K·W_i^K, V·W_i^V):(N, E_h) = (%2×%3). h_%4 — выход шага 6; его строка %5 обведена.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A = average</source>
        <translation>A = среднее</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output entry</source>
        <translation>элемент выхода</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Average: A = (h_1 + … + h_%1)/%1:(N, E_h) = (%2×%3), no W^O. A[%4, 1] = mean of the heads&apos; first entries in row %4 = %5.</source>
        <translation>Среднее: A = (h_1 + … + h_%1)/%1:(N, E_h) = (%2×%3), без W^O. A[%4, 1] = среднее первых элементов голов в строке %4 = %5.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E_h·H dimension</source>
        <translation>измерение E_h·H</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Concatenate and project: Concat(h_1, …, h_%1):(N, E_h·H) = (%2×%3) × W^O:(E_h·H, E_a) = (%3×%4)%5 = A:(N, E_a) = (%2×%4), the layer&apos;s output. h_%6 fills columns %7–%8 and meets rows %7–%8 of W^O (outlined); A[%9, 1] = %10.</source>
        <translation>Конкатенация и проекция: Concat(h_1, …, h_%1):(N, E_h·H) = (%2×%3) × W^O:(E_h·H, E_a) = (%3×%4)%5 = A:(N, E_a) = (%2×%4), выход слоя. h_%6 занимает столбцы %7–%8 и встречает строки %7–%8 матрицы W^O (обведены); A[%9, 1] = %10.</translation>
    </message>
</context>
<context>
    <name>attn::ui::TextFile</name>
    <message>
        <location filename="../../ui/common/textfile.cpp" line="+25"/>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 — не текст в UTF-8</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorDocument</name>
    <message>
        <location filename="../../ui/translator/translatordocument.cpp" line="+24"/>
        <source>encoder self-attention</source>
        <translation>самовнимание кодера</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decoder causal self-attention</source>
        <translation>каузальное самовнимание декодера</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cross-attention</source>
        <translation>перекрёстное внимание</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is not a translator folder (its config.json must name model_type bahdanau-gru or transformer-seq2seq)</source>
        <translation>%1 — не папка переводчика (её config.json должен указывать model_type bahdanau-gru или transformer-seq2seq)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>open a translator model first</source>
        <translation>сначала откройте модель-переводчик</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>type a sentence to translate; the previous translation is kept</source>
        <translation>введите предложение для перевода; прежний перевод сохранён</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; the previous translation is kept</source>
        <translation>%1; прежний перевод сохранён</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>English</source>
        <translation>Английский</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>French</source>
        <translation>Французский</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Russian</source>
        <translation>Русский</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chinese</source>
        <translation>Китайский</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>German</source>
        <translation>Немецкий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spanish</source>
        <translation>Испанский</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Persian</source>
        <translation>Персидский</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no translator</source>
        <translation>нет переводчика</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bahdanau GRU translator (%1)</source>
        <translation>Переводчик Bahdanau GRU (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer translator, %1 + %1 layers × %2 heads (%3)</source>
        <translation>Переводчик-Трансформер, слоёв × голов: (%1 + %1) × %2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Greedy decoding, the likeliest word at each step: the model asks for beam search over %1 candidates (num_beams), which may choose other words.</source>
        <translation>Жадное декодирование, на каждом шаге самое вероятное слово: модель просит лучевой поиск по %1 кандидатам (num_beams), который может выбрать другие слова.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (unk)</source>
        <translation> (unk)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>there is no translation to save: type a sentence</source>
        <translation>нет перевода для сохранения: введите предложение</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+9"/>
        <source>target word (query)</source>
        <translation>целевое слово (запрос)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>source word (query)</source>
        <translation>исходное слово (запрос)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decoder input (query)</source>
        <translation>вход декодера (запрос)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>decoder input (key)</source>
        <translation>вход декодера (ключ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>source word (key)</source>
        <translation>исходное слово (ключ)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bahdanau alignment α (target × source)</source>
        <translation>Выравнивание Bahdanau α (цель × источник)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, layer %2, head %3</source>
        <translation>%1, слой %2, голова %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>alignment α</source>
        <translation>выравнивание α</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cross-attention, layer %1, head %2</source>
        <translation>перекрёстное внимание, слой %1, голова %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorGridFigure</name>
    <message>
        <location filename="../../ui/translator/translatorgridfigure.cpp" line="+17"/>
        <source>The Bahdanau translator has one alignment and no layers or heads:
see the Alignment view.</source>
        <translation>У переводчика Bahdanau одно выравнивание, без слоёв и голов:
см. вид «Выравнивание».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No translation yet.</source>
        <translation>Перевода пока нет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: every layer (rows) and head (columns)</source>
        <translation>%1: все слои (строки) и головы (столбцы)</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorLinesFigure</name>
    <message>
        <location filename="../../ui/translator/translatorlinesfigure.cpp" line="+36"/>
        <source>%1
left: %2 · right: %3
line width and opacity = weight · current step in orange</source>
        <translation>%1
слева: %2 · справа: %3
толщина и непрозрачность линии = вес · текущий шаг оранжевым</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorPage</name>
    <message>
        <location filename="../../ui/translator/translatorpage.cpp" line="+34"/>
        <location line="+201"/>
        <source>Heatmap</source>
        <translation>Тепловая карта</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>All layers and heads</source>
        <translation>Слои × головы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token lines</source>
        <translation>Линии токенов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step by step</source>
        <translation>По шагам</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Not in the vocabulary, read as &lt;unk&gt;: %1</source>
        <translation>Нет в словаре, читается как &lt;unk&gt;: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not applied: %1</source>
        <translation>Не применено: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The translator: the shipped samples and the folders opened</source>
        <translation>Переводчик: встроенные примеры и открытые папки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open translator folder…</source>
        <translation>&amp;Открыть папку переводчика…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Далее ▶</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The previous target word (Left arrow over the views)</source>
        <translation>Предыдущее целевое слово (стрелка влево над видами)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next target word (Right arrow over the views)</source>
        <translation>Следующее целевое слово (стрелка вправо над видами)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>A sentence; press Enter</source>
        <translation>Предложение; нажмите Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sentence to translate; press Enter to apply</source>
        <translation>Предложение для перевода; Enter — применить</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>&amp;Attention:</source>
        <translation>&amp;Внимание:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Layer:</source>
        <translation>&amp;Слой:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head:</source>
        <translation>&amp;Голова:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoding:</source>
        <translation>Декодирование:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open a translator folder</source>
        <translation>Открыть папку переводчика</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not in the vocabulary (read as &amp;lt;unk&amp;gt;, marked “(unk)”): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Нет в словаре (читается как &amp;lt;unk&amp;gt;, помечено «(unk)»): &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Alignment</source>
        <translation>Выравнивание</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No translation yet.</source>
        <translation>Перевода пока нет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 of %2: «%3»</source>
        <translation>Шаг %1 из %2: «%3»</translation>
    </message>
    <message>
        <location filename="../../ui/translator/translatorlesson.cpp" line="+74"/>
        <source>the Translator tab has no view “%1” (known: %2)</source>
        <translation>у вкладки «Переводчик» нет вида «%1» (известны: %2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorStepsFigure</name>
    <message>
        <location filename="../../ui/translator/translatorstepsfigure.cpp" line="+47"/>
        <source>No translation yet.</source>
        <translation>Перевода пока нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 of %2: the decoder writes «%3» (p = %4)</source>
        <translation>шаг %1 из %2: декодер пишет «%3» (p = %4)</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>query: the previous decoder state s%1 (%n numbers)</source>
        <translation>
            <numerusform>запрос: предыдущее состояние декодера s%1 (%n число)</numerusform>
            <numerusform>запрос: предыдущее состояние декодера s%1 (%n числа)</numerusform>
            <numerusform>запрос: предыдущее состояние декодера s%1 (%n чисел)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>query: the last decoder layer&apos;s input to cross-attention (%n numbers)</source>
        <translation>
            <numerusform>запрос: вход последнего слоя декодера в перекрёстное внимание (%n число)</numerusform>
            <numerusform>запрос: вход последнего слоя декодера в перекрёстное внимание (%n числа)</numerusform>
            <numerusform>запрос: вход последнего слоя декодера в перекрёстное внимание (%n чисел)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+34"/>
        <source>value</source>
        <translation>значение</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>query</source>
        <translation>запрос</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>weights over the source words (%1), sum = 1</source>
        <translation>веса по исходным словам (%1), сумма = 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>source word</source>
        <translation>исходное слово</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>weight</source>
        <translation>вес</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>context vector c%1 = Σⱼ αⱼ hⱼ (%n numbers)</source>
        <translation>
            <numerusform>вектор контекста c%1 = Σⱼ αⱼ hⱼ (%n число)</numerusform>
            <numerusform>вектор контекста c%1 = Σⱼ αⱼ hⱼ (%n числа)</numerusform>
            <numerusform>вектор контекста c%1 = Σⱼ αⱼ hⱼ (%n чисел)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>context: the last layer&apos;s cross-attention output (%n numbers)</source>
        <translation>
            <numerusform>контекст: выход перекрёстного внимания последнего слоя (%n число)</numerusform>
            <numerusform>контекст: выход перекрёстного внимания последнего слоя (%n числа)</numerusform>
            <numerusform>контекст: выход перекрёстного внимания последнего слоя (%n чисел)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>context</source>
        <translation>контекст</translation>
    </message>
</context>
<context>
    <name>attn::ui::VisionDocument</name>
    <message>
        <location filename="../../ui/vision/visiondocument.cpp" line="+98"/>
        <source>the longer side must be from 0 (the model&apos;s size) to %1 pixels, not %2</source>
        <translation>длинная сторона должна быть от 0 (размер модели) до %1 пикселей, а не %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+171"/>
        <source>the discard ratio must be at least 0 and below 1, not %1</source>
        <translation>доля отбрасываемого должна быть не меньше 0 и меньше 1, а не %1</translation>
    </message>
    <message>
        <location line="-168"/>
        <location line="+164"/>
        <source>the share of attention to keep must be above 0 and at most 1, not %1</source>
        <translation>сохраняемая доля внимания должна быть больше 0 и не больше 1, а не %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 (p = %2)</source>
        <translation>%1 (p = %2)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>there is no map to save: open a model and a photo</source>
        <translation>нечего сохранять: откройте модель и фотографию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the map file must end in .csv or .npy</source>
        <translation>файл карты должен оканчиваться на .csv или .npy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every head&apos;s maps are three-dimensional: save them as .npy</source>
        <translation>карты всех голов трёхмерны: сохраните их как .npy</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No model: open a ViT or DINO folder</source>
        <translation>Нет модели: откройте папку ViT или DINO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No picture: open a photo</source>
        <translation>Нет изображения: откройте фотографию</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[CLS] → patches, layer %1, head %2</source>
        <translation>[CLS] → фрагменты, слой %1, голова %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[CLS] → patches, every head of layer %1</source>
        <translation>[CLS] → фрагменты, все головы слоя %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Patches holding %1 % of the [CLS] attention, layer %2, head %3</source>
        <translation>Фрагменты с %1 % внимания [CLS], слой %2, голова %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Patch (%1, %2) → patches, layer %3, head %4</source>
        <translation>Фрагмент (%1, %2) → фрагменты, слой %3, голова %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rollout over %1 layers, heads fused by %2, %3 % discarded</source>
        <translation>Развёртка по %1 слоям, головы объединены через %2, отброшено %3 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>среднее</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max</source>
        <translation>максимум</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min</source>
        <translation>минимум</translation>
    </message>
    <message>
        <location filename="../../ui/vision/visionlesson.cpp" line="+66"/>
        <source>“patch” must be [x, y], two whole numbers from 1</source>
        <translation>«patch» должен быть [x, y], два целых числа от 1</translation>
    </message>
</context>
<context>
    <name>attn::ui::VisionFigure</name>
    <message>
        <location filename="../../ui/vision/visionfigure.cpp" line="+93"/>
        <source>head %1</source>
        <translation>голова %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · the model says %1</source>
        <translation> · модель говорит: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rollout / its largest</source>
        <translation>развёртка / её максимум</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention weight</source>
        <translation>вес внимания</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>head %1, </source>
        <translation>голова %1, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1patch (%2, %3): %4</source>
        <translation>%1фрагмент (%2, %3): %4</translation>
    </message>
</context>
<context>
    <name>attn::ui::VisionPage</name>
    <message>
        <location filename="../../ui/vision/visionlesson.cpp" line="+53"/>
        <source>the Vision tab has no view “%1” (known: %2)</source>
        <translation>на вкладке «Зрение» нет вида «%1» (известны: %2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>patch (%1, %2) is outside the %3 × %4 patches</source>
        <translation>фрагмент (%1, %2) вне %3 × %4 фрагментов</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the model has %1 layers of %2 heads</source>
        <translation>у модели %1 слоёв по %2 головы</translation>
    </message>
    <message>
        <location filename="../../ui/vision/visionpage.cpp" line="+57"/>
        <source>&amp;Open model folder…</source>
        <translation>&amp;Открыть папку модели…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A vision transformer in the Hugging Face layout (ViT, DINO, DeiT, DINOv2): config.json, model.safetensors, preprocessor_config.json</source>
        <translation>Визуальный трансформер в формате Hugging Face (ViT, DINO, DeiT, DINOv2): config.json, model.safetensors, preprocessor_config.json</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;photo…</source>
        <translation>Открыть &amp;фото…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A PNG or JPEG of any size and shape</source>
        <translation>PNG или JPEG любого размера и формы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(choose a sample picture)</source>
        <translation>(выберите пример)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One head: [CLS] → patches</source>
        <translation>Одна голова: [CLS] → фрагменты</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every head of the layer</source>
        <translation>Все головы слоя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threshold mask (DINO)</source>
        <translation>Пороговая маска (DINO)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A patch&apos;s own attention</source>
        <translation>Внимание одного фрагмента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rollout over all layers</source>
        <translation>Развёртка по всем слоям</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Keep the fewest patches that together hold this share of the head&apos;s [CLS] attention; the others are darkened</source>
        <translation>Оставить наименьшее число фрагментов, вместе несущих эту долю внимания [CLS] головы; остальные затемнены</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean</source>
        <translation>среднее</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>max</source>
        <translation>максимум</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>min</source>
        <translation>минимум</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the heads of a layer are fused before the layers are multiplied</source>
        <translation>Как объединяются головы слоя перед перемножением слоёв</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per layer, the lowest weights dropped before the layers are multiplied (vit-explain&apos;s discard ratio)</source>
        <translation>В каждом слое наименьшие веса отбрасываются перед перемножением слоёв (discard ratio из vit-explain)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the model was trained</source>
        <translation>Как при обучении модели</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep the photo&apos;s shape</source>
        <translation>Сохранить форму фото</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As trained: the checkpoint&apos;s resize (usually a square). Keep the shape: the longer side below, in whole patches, with the position embeddings interpolated</source>
        <translation>Как при обучении: изменение размера из чекпойнта (обычно квадрат). Сохранить форму: длинная сторона ниже, в целых фрагментах, позиционные векторы интерполируются</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> px</source>
        <translation> пикс.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model&apos;s size</source>
        <translation>размер модели</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Smooth between patches</source>
        <translation>&amp;Сглаживать между фрагментами</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing:</source>
        <translation>Показано:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sample:</source>
        <translation>Пример:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Layer:</source>
        <translation>&amp;Слой:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head:</source>
        <translation>&amp;Голова:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep:</source>
        <translation>&amp;Оставить:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fuse heads by:</source>
        <translation>&amp;Объединять головы:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard:</source>
        <translation>О&amp;тбросить:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;zing:</source>
        <translation>&amp;Размер:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longer side:</source>
        <translation>Длинная сторона:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opacity:</source>
        <translation>Непрозрачность:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colours:</source>
        <translation>Цвета:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a ViT model folder</source>
        <translation>Открыть папку модели ViT</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a photo</source>
        <translation>Открыть фотографию</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.webp)</source>
        <translation>Изображения (*.png *.jpg *.jpeg *.bmp *.webp)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Not applied: %1</source>
        <translation>Не применено: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[CLS] and a distillation token</source>
        <translation>[CLS] и токен дистилляции</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>[CLS] and %n registers</source>
        <translation>
            <numerusform>[CLS] и %n регистр</numerusform>
            <numerusform>[CLS] и %n регистра</numerusform>
            <numerusform>[CLS] и %n регистров</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[CLS]</source>
        <translation>[CLS]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 × %3 patches + %4 · %5 layers × %6 heads</source>
        <translation>%1: %2 × %3 фрагментов + %4 · %5 слоёв × %6 голов</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No model: open a ViT, DINO, DeiT or DINOv2 folder.</source>
        <translation>Нет модели: откройте папку ViT, DINO, DeiT или DINOv2.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Click the photo to see a patch&apos;s own attention.</source>
        <translation>Щёлкните по фото, чтобы увидеть внимание фрагмента.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a photo.</source>
        <translation>Откройте фотографию.</translation>
    </message>
</context>
</TS>
