"""Turn photo/page.png into a phone-photo JPG without a text layer."""
import random, os
from PIL import Image, ImageFilter, ImageDraw
random.seed(122)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "photo", "page.png")).convert("RGB")
# crop to the used upper part of the page + margin
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.55)))
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 80, 70))  # desk
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 70))
# shading: gradient from top-left light to bottom-right dark + vignette
W, H = im.size
shade = Image.new("L", (W, H))
px = shade.load()
cx, cy = W * 0.4, H * 0.35
maxd = (W ** 2 + H ** 2) ** 0.5
for y in range(H):
    for x in range(0, W):
        d = ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 / maxd
        px[x, y] = int(255 * max(0.55, 1.0 - 0.75 * d * d - 0.12 * y / H))
dark = Image.new("RGB", (W, H), (0, 0, 0))
im = Image.composite(im, dark, shade)
warm = Image.new("RGB", (W, H), (255, 236, 205))
im = Image.blend(im, warm, 0.08)
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 22).convert("RGB")
im = Image.blend(im, noise, 0.06)
im.save(os.path.join(here, "..", "cvs", "IMG_20210614_093512.jpg"), quality=82)
print(im.size)
