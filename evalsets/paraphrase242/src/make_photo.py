from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(242)
src = os.path.join(os.path.dirname(__file__), "yu_old_page.png")
im = Image.open(src).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.55)))  # only the filled upper part of the page
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 70))
w, h = im.size
# vignette / uneven light
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse((-w*0.2 + i*6, -h*0.3 + i*6, w*1.2 - i*6, h*1.3 - i*6), fill=int(i * 4))
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", (w, h), (40, 34, 28))
im = Image.composite(im, dark, shade.point(lambda v: min(255, 60 + v)))
warm = Image.new("RGB", (w, h), (255, 240, 215))
im = Image.blend(im, warm, 0.12)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-25, 25)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(os.path.join(os.path.dirname(__file__), "..", "cvs", "IMG_20220518_简历.jpg"), quality=82)
