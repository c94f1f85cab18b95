# Turns page-1.png (pdftoppm -r 150) into a phone-photo JPEG without a text layer.
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(122)
src, out = sys.argv[1], sys.argv[2]
im = Image.open(src).convert('RGB')
# crop the empty lower half of the page a bit, like a photo framing the text
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.72)))
w, h = im.size
# paper tint
tint = Image.new('RGB', im.size, (236, 229, 214))
im = ImageChops.multiply(im, tint)
# put on a darker "desk" background and rotate
bg = Image.new('RGB', (w + 160, h + 160), (92, 78, 64))
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = bg.size
# shading: light from top-left, vignette
shade = Image.new('L', (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(255 * (0.55 + 0.45 * (1 - i / max(W, H))))
    d.ellipse((W * 0.35 - i, H * 0.3 - i, W * 0.35 + i, H * 0.3 + i), outline=v, width=5)
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new('RGB', (W, H), (20, 18, 15))
bg = Image.composite(bg, dark, shade)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = bg.load()
for y in range(H):
    for x in range(W):
        n = random.randint(-9, 9)
        r, g, b = px[x, y]
        px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(out, 'JPEG', quality=82)
print('wrote', out, bg.size)
