import sys, random
from PIL import Image, ImageFilter, ImageDraw
random.seed(109)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.08), int(h*1.06)), (92, 84, 72))   # table top
bg.paste(im, (int(w*0.04), int(h*0.03)))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 72))
w, h = im.size
# shading: darker towards the bottom-right, vignette
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    d.rectangle([i*w//120, i*h//120, w - i*w//120, h - i*h//120], fill=int(90 - i*1.5))
grad = Image.linear_gradient("L").resize((w, h)).point(lambda v: v*0.35)
mask = Image.eval(Image.merge("L", [shade]), lambda v: v)
dark = Image.new("RGB", (w, h), (25, 20, 15))
im = Image.composite(dark, im, mask)
im = Image.composite(dark, im, grad)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(w*h//12):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(dst, "JPEG", quality=78)
print("wrote", dst)
