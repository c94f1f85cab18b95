from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(61)
src = os.path.join(os.path.dirname(__file__), "yan_page.png")
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "IMG_20261102_183245.jpg")
im = Image.open(src).convert("RGB")
W, H = im.size
canvas = Image.new("RGB", (int(W*1.08), int(H*1.06)), (92, 78, 64))
canvas.paste(im, (int(W*0.04), int(H*0.03)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: gradient + vignette
cw, ch = canvas.size
shade = Image.new("L", (cw, ch), 0)
d = ImageDraw.Draw(shade)
for x in range(cw):
    v = int(60 * x / cw)
    d.line([(x, 0), (x, ch)], fill=v)
vig = Image.radial_gradient("L").resize((cw, ch))
shade = Image.blend(shade, vig, 0.5)
dark = Image.new("RGB", (cw, ch), (20, 18, 15))
canvas = Image.composite(dark, canvas, shade.point(lambda p: int(p*0.55)))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
px = canvas.load()
for _ in range(cw*ch//12):
    x, y = random.randrange(cw), random.randrange(ch)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
canvas.save(out, "JPEG", quality=82)
print(out, canvas.size)
