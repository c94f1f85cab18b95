from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(109)
src = os.path.join(os.path.dirname(__file__), "fu_page-1.png")
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.08), int(h*1.06)), (92, 78, 64))
bg.paste(im, (int(w*0.04), int(h*0.03)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
w, h = im.size
# warm tint + vignette / uneven lighting
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    a = int(255*(i/40)**2)
    d.ellipse([-w*0.3+i*w*0.012, -h*0.2+i*h*0.01, w*1.3-i*w*0.012, h*1.25-i*h*0.01], outline=a, width=int(w*0.013))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (40, 34, 28))
im = Image.composite(im, dark, shade.point(lambda v: 120 + v*135//255))
tint = Image.new("RGB", (w, h), (255, 240, 215))
im = Image.blend(im, tint, 0.08)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(w*h//25):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(os.path.join(os.path.dirname(__file__), "..", "cvs", "IMG_20261103_扶景岩简历.jpg"), quality=82)
