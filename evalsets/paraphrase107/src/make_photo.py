"""Turn the rendered page latex/yin_page.png into a phone photo ../cvs/尹书岚_简历_photo.jpg."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(107)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "latex", "yin_page.png")).convert("RGB")
# crop the lower blank half away a bit, keep the whole text
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
w, h = page.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 84, 76))
bg.paste(page, (80, 80))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 76))
# shading: darker towards bottom-right, vignette
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse((-W * 0.3 + i * W / 600, -H * 0.3 + i * H / 600, W * 1.3 - i * W / 600, H * 1.3 - i * H / 600), fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 26, 20))
img = Image.composite(img, dark, shade.point(lambda v: int(140 + v * 115 / 255)))
tint = Image.new("RGB", (W, H), (255, 240, 215))
img = Image.blend(img, tint, 0.08)
img = img.filter(ImageFilter.GaussianBlur(0.8))
px = img.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(os.path.join(here, "..", "cvs", "尹书岚_简历_photo.jpg"), quality=82)
