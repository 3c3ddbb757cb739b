import { z } from 'zod';

/*
 * Zod's own messages (a null where a list goes, an unknown key, a number past a bound the
 * schema gave no words for) in Brazilian Portuguese, as every other refusal: the server answers
 * staff in Portuguese whatever part of a body was wrong.
 */
z.config(z.locales.ptBR());
