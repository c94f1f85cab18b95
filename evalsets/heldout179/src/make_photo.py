# Turns src/ks_page.png into a phone photo cvs/resume_2026_photo.jpg (no text layer)
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(179)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'ks_page.png')).convert('RGB')
w, h = im.size
bg = Image.new('RGB', (int(w*1.08), int(h*1.06)), (92, 84, 74))
bg.paste(im, (int(w*0.04), int(h*0.03)))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
# shading: warm tint, vignette, a soft diagonal shadow
grad = Image.new('L', (W, H))
d = ImageDraw.Draw(grad)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(255 - 40 * (y / H)))
vign = Image.new('L', (W, H), 0)
ImageDraw.Draw(vign).ellipse([-W*0.25, -H*0.2, W*1.25, H*1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(W // 8))
mask = ImageChops.multiply(grad, vign)
dark = Image.new('RGB', (W, H), (40, 34, 28))
im = Image.composite(im, dark, mask.point(lambda v: int(80 + v * 175 / 255)))
tint = Image.new('RGB', (W, H), (255, 244, 225))
im = ImageChops.multiply(im, tint)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(os.path.join(here, '..', 'cvs', 'resume_2026_photo.jpg'), quality=82)
print('ok', im.size)
